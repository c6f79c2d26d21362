import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { problemMessages } from '@dental/api-client';
import { useMessages } from '@dental/ui';
import { fieldsNamed, type ServerFields } from './server-fields';

/** A top-level field of the form. */
type FieldOf<Values extends FieldValues> = Extract<keyof Values, string> & Path<Values>;

/**
 * A patient form: react-hook-form holds the values; the server decides (its messages stay red
 * banners, spec part 1 §8, and nothing typed is lost) and each field a message names is marked.
 */
export function useServerForm<Values extends FieldValues>(defaultValues: DefaultValues<Values>, serverFields: ServerFields<FieldOf<Values>>) {
  const form = useForm<Values>({ defaultValues });
  const banners = useMessages();
  const { errors, isSubmitting } = form.formState;

  /** Submits through `send`; a refusal shows its messages and marks the fields they name. */
  const submitWith = (send: (values: Values) => Promise<unknown>) => (event?: BaseSyntheticEvent) => {
    // The last refusal's marks go: the next answer decides again.
    form.clearErrors();
    banners.clear();
    return form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        const messages = problemMessages(error);
        banners.setMessages(messages);
        for (const field of fieldsNamed(messages, serverFields)) form.setError(field, { type: 'server' });
      }
    })(event);
  };

  /** A field's class and ARIA state: marked from a refusal naming it until it is changed. */
  const fieldState = (field: FieldOf<Values>, className = 'dn-input') => {
    const invalid = Boolean(errors[field]);
    return { className: invalid ? `${className} patients-field--invalid` : className, 'aria-invalid': invalid || undefined };
  };

  return { form, banners, saving: isSubmitting, submitWith, fieldState };
}
