import { useEffect, useRef, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { translateMessage, typedAmountMessage, type MessageKey } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { useLanguage } from '@dental/i18n';
import { useMessages } from '../use-messages';
import { messagesByField, type ServerFields } from './server-fields';
import './form.css';

/** An amount field of a form: the message of an amount it cannot take, and whether 0 is refused too. */
export interface AmountField {
  invalid: MessageKey;
  positive?: boolean;
}

export interface ServerFormOptions<Values extends FieldValues> {
  defaultValues: DefaultValues<Values>;
  /** The server messages that name each field: a refusal naming one marks it. */
  serverFields?: ServerFields<Path<Values>>;
  /**
   * The fields holding a typed amount: what is not written as one ("1e3") or is above the largest
   * amount is stopped on screen with the field's message (or "too large"), before anything is sent.
   */
  amountFields?: Partial<Record<Path<Values>, AmountField>>;
  /**
   * The date fields (YYYY-MM-DD inputs) whose day goes to the server, each with the server's message
   * for a day it cannot take: a day the browser cannot read (31/02/2026 typed leaves the input empty
   * and "bad") or a cleared field is stopped on screen with that message, never sent as "no date"
   * (which the server would replace by today).
   */
  dateFields?: Partial<Record<Path<Values>, MessageKey>>;
  /** After the server accepted the form. */
  onDone?: () => void;
}

function ownMessages(errors: FieldErrors): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const [field, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string' && error.message) named.set(field, [error.message]);
  }
  return named;
}

/**
 * A form of the application: react-hook-form holds the values and the client's checks; every
 * message (the client's and the server's) is a red banner (spec part 1 §8), nothing typed is lost
 * on a refusal, and each field a message names is marked until the user edits it, when its
 * message goes too.
 */
export function useServerForm<Values extends FieldValues>({ defaultValues, serverFields = {}, amountFields = {}, dateFields = {}, onDone }: ServerFormOptions<Values>) {
  const form = useForm<Values>({ defaultValues });
  const banners = useMessages();
  const language = useLanguage();
  const { isSubmitting } = form.formState;
  const { setMessages } = banners;
  const messagesOfField = useRef(new Map<string, string[]>());

  /** Shows `messages` (by default those of the fields) and marks each field named. */
  const show = (named: Map<string, string[]>, messages: string[] = [...named.values()].flat()) => {
    messagesOfField.current = named;
    setMessages(messages);
    for (const field of named.keys()) form.setError(field as Path<Values>, { type: 'refused' });
  };

  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      const named = name ? messagesOfField.current.get(name) : undefined;
      if (!name || !named) return;
      messagesOfField.current.delete(name);
      form.clearErrors(name as Path<Values>);
      const stillNamed = new Set([...messagesOfField.current.values()].flat());
      setMessages((shown) => shown.filter((message) => !named.includes(message) || stillNamed.has(message)));
    });
    return () => subscription.unsubscribe();
  }, [form, setMessages]);

  const amountMessages = (values: Values) => {
    const named = new Map<string, string[]>();
    for (const [field, rule] of Object.entries(amountFields) as [string, AmountField][]) {
      const typed: unknown = values[field];
      const message = typeof typed === 'string' ? typedAmountMessage(typed, rule, language) : null;
      if (message) named.set(field, [message]);
    }
    return named;
  };

  /** The date fields left empty or holding a day the browser could not read (its `badInput`). */
  const dateMessages = (values: Values, event?: BaseSyntheticEvent) => {
    const named = new Map<string, string[]>();
    const elements = event?.target instanceof HTMLFormElement ? event.target.elements : undefined;
    for (const [field, key] of Object.entries(dateFields) as [string, MessageKey][]) {
      const typed: unknown = values[field];
      const input = elements?.namedItem(field);
      const unreadable = input instanceof HTMLInputElement && input.validity.badInput;
      if (unreadable || typeof typed !== 'string' || typed.trim() === '') named.set(field, [translateMessage(key, language)]);
    }
    return named;
  };

  /** The submit handler: the client's checks, then `send`. */
  const submitWith = (send: (values: Values) => Promise<unknown>) => (event?: BaseSyntheticEvent) => {
    form.clearErrors();
    banners.clear();
    messagesOfField.current = new Map();
    return form.handleSubmit(
      async (values) => {
        const refused = new Map([...amountMessages(values), ...dateMessages(values, event)]);
        if (refused.size > 0) return show(refused);
        try {
          await send(values);
          onDone?.();
        } catch (error) {
          const messages = problemMessages(error);
          show(messagesByField(messages, serverFields), messages);
        }
      },
      (invalid) => show(ownMessages(invalid)),
    )(event);
  };

  /** The class and ARIA state of a field's input: marked while its value is refused. */
  const fieldState = (field: Path<Values>, className = 'dn-input') => {
    const { invalid } = form.getFieldState(field, form.formState);
    return { className: invalid ? `${className} dn-field--invalid` : className, 'aria-invalid': invalid || undefined };
  };

  return { form, banners, saving: isSubmitting, submitWith, fieldState };
}
