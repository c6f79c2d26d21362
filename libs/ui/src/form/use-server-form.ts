import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { problemMessages } from '@dental/api-client';
import { useMessages } from '../use-messages';
import { fieldsNamed, type ServerFields } from './server-fields';
import './form.css';

export interface ServerFormOptions<Values extends FieldValues> {
  defaultValues: DefaultValues<Values>;
  /** The server messages that name each field: a refusal naming one marks it. */
  serverFields?: ServerFields<Path<Values>>;
  /** After the server accepted the form. */
  onDone?: () => void;
}

function messagesOf(errors: FieldErrors): string[] {
  return Object.values(errors).flatMap((error) => (typeof error?.message === 'string' && error.message ? [error.message] : []));
}

/**
 * A form of the application: react-hook-form holds the values and the client's checks; every
 * message (the client's and the server's) is a red banner (spec part 1 §8), nothing typed is lost
 * on a refusal, and each field a server message names is marked until the next submission.
 */
export function useServerForm<Values extends FieldValues>({ defaultValues, serverFields = {}, onDone }: ServerFormOptions<Values>) {
  const form = useForm<Values>({ defaultValues });
  const banners = useMessages();
  const { isSubmitting } = form.formState;

  /** The submit handler: the client's checks, then `send`. */
  const submitWith = (send: (values: Values) => Promise<unknown>) => (event?: BaseSyntheticEvent) => {
    form.clearErrors();
    banners.clear();
    return form.handleSubmit(
      async (values) => {
        try {
          await send(values);
          onDone?.();
        } catch (error) {
          const messages = problemMessages(error);
          banners.setMessages(messages);
          for (const field of fieldsNamed(messages, serverFields)) form.setError(field, { type: 'server' });
        }
      },
      (invalid) => banners.setMessages(messagesOf(invalid)),
    )(event);
  };

  /** The class and ARIA state of a field's input: marked while its value is refused. */
  const fieldState = (field: Path<Values>, className = 'dn-input') => {
    const { invalid } = form.getFieldState(field, form.formState);
    return { className: invalid ? `${className} dn-field--invalid` : className, 'aria-invalid': invalid || undefined };
  };

  return { form, banners, saving: isSubmitting, submitWith, fieldState };
}
