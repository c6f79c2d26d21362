import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_NAME_MIN_LENGTH, translateMessage, type Language, type Role } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { ErrorBanners, FormActions, TextField, useFormSubmit } from '@dental/ui';

/**
 * The client's check of a role name (spec part 1 §5): trimmed, longer than 3 characters. The
 * messages are the server's own, so the user reads the same text whichever side refuses.
 */
export function roleNameProblem(name: string, language: Language): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return translateMessage('role.nameRequired', language);
  if (trimmed.length < ROLE_NAME_MIN_LENGTH) return translateMessage('role.nameTooShort', language);
  return null;
}

export interface RoleFormProps {
  initial?: Role;
  onSubmit: (input: { name: string }) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** A role's name; "already exists" and the like come from the server and stay in the form. */
export function RoleForm({ initial, onSubmit, onDone, onCancel }: RoleFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [name, setName] = useState(initial?.name ?? '');
  const { saving, errors, submitWith } = useFormSubmit(onDone);
  const send = submitWith(() => onSubmit({ name: name.trim() }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = roleNameProblem(name, language);
    if (problem) {
      errors.setMessages([problem]);
      return;
    }
    void send();
  };

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      <TextField label={t('roles.name')} name="name" value={name} onChange={setName} autoFocus />
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
