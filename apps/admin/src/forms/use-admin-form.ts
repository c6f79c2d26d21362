import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { problemMessages } from '@dental/api-client';
import { useLanguage } from '@dental/i18n';
import { useMessages } from '@dental/ui';
import { fieldsNamed, type ServerFields } from './server-fields';
import './forms.css';

export interface AdminFormOptions<Values extends FieldValues> {
  defaultValues: DefaultValues<Values>;
  /** The server messages that name each field: a refusal naming one marks it. */
  serverFields?: ServerFields<Path<Values>>;
  /** After the server accepted the form. */
  onDone: () => void;
}

function messagesOf(errors: FieldErrors): string[] {
  return Object.values(errors).flatMap((error) => (typeof error?.message === 'string' && error.message ? [error.message] : []));
}

/**
 * A form of the admin screens: react-hook-form for the values and the client's checks, the red
 * banners for every message (the client's and the server's, spec part 1 §8), and the fields a
 * server message names marked as invalid.
 */
export function useAdminForm<Values extends FieldValues>({ defaultValues, serverFields = {}, onDone }: AdminFormOptions<Values>) {
  const form = useForm<Values>({ defaultValues });
  const language = useLanguage();
  const banners = useMessages();
  const { isSubmitting } = form.formState;

  /** The submit handler: the client's checks, then `send`; a refusal keeps the form and what was typed. */
  const submitWith = (send: (values: Values) => Promise<unknown>) => (event?: BaseSyntheticEvent) => {
    // Marks of the last refusal go: the next answer decides again.
    form.clearErrors();
    banners.clear();
    return form.handleSubmit(
      async (values) => {
        try {
          await send(values);
          onDone();
        } catch (error) {
          const messages = problemMessages(error);
          banners.setMessages(messages);
          // A message marks a field when it is, in the user's language, one of the message keys the form lists for that field.
          for (const field of fieldsNamed(messages, serverFields, language)) form.setError(field, { type: 'server' });
        }
      },
      (invalid) => banners.setMessages(messagesOf(invalid)),
    )(event);
  };

  /** The class and ARIA state of a field's input: marked while its value is refused. */
  const fieldState = (field: Path<Values>, className = 'dn-input') => {
    const { invalid } = form.getFieldState(field, form.formState);
    return { className: [className, invalid && 'admin-field--invalid'].filter(Boolean).join(' '), 'aria-invalid': invalid || undefined };
  };

  return { form, banners, saving: isSubmitting, submitWith, fieldState };
}
