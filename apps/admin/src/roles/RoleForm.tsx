import { useTranslation } from 'react-i18next';
import { ROLE_NAME_MIN_LENGTH, translateMessage, type Language, type Role } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { ErrorBanners, FormActions, type CrudFormProps } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

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

export type RoleFormProps = CrudFormProps<Role, { name: string }>;

/** A role's name; "already exists" and the like come from the server and stay in the form. */
export function RoleForm({ initial, onSubmit, onDone, onCancel }: RoleFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<{ name: string }>({
    defaultValues: { name: initial?.name ?? '' },
    serverFields: { name: ['role.nameRequired', 'role.nameTooShort', 'role.nameExists'] },
    onDone,
  });
  const submit = submitWith(({ name }) => onSubmit({ name: name.trim() }));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('roles.name')}
        <input {...form.register('name', { validate: (name) => roleNameProblem(name, language) ?? true })} {...fieldState('name')} autoFocus />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
