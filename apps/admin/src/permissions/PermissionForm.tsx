import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTIONS, type Permission, type PermissionInput } from '@dental/contracts';
import { ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

export interface PermissionFormProps {
  initial?: Permission;
  /** Collections already in the catalogue, offered with the known ones. */
  collections: readonly string[];
  onSubmit: (input: PermissionInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** An action name and its collection: a known collection from the list, or a new one typed in. */
export function PermissionForm({ initial, collections, onSubmit, onDone, onCancel }: PermissionFormProps) {
  const { t } = useTranslation();
  const listId = useId();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<PermissionInput>({
    defaultValues: { name: initial?.name ?? '', collectionName: initial?.collectionName ?? '' },
    // "Already exists" names the pair.
    serverFields: { name: ['permission.nameRequired', 'permission.exists'], collectionName: ['permission.collectionRequired', 'permission.exists'] },
    onDone,
  });
  const choices = [...new Set<string>([...COLLECTIONS, ...collections])];

  const submit = submitWith(({ name, collectionName }) => onSubmit({ name: name.trim(), collectionName: collectionName.trim() }));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('permissions.name')}
        <input {...form.register('name')} {...fieldState('name')} autoFocus />
      </label>
      <label className="dn-field">
        {t('permissions.collection')}
        <input {...form.register('collectionName')} {...fieldState('collectionName')} list={listId} autoComplete="off" />
        <datalist id={listId}>
          {choices.map((collection) => (
            <option key={collection} value={collection} />
          ))}
        </datalist>
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
