import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTIONS, type Permission, type PermissionInput } from '@dental/contracts';
import { ErrorBanners, FormActions, TextField, useFormSubmit } from '@dental/ui';

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
  const [name, setName] = useState(initial?.name ?? '');
  const [collectionName, setCollectionName] = useState(initial?.collectionName ?? '');
  const { saving, errors, submitWith } = useFormSubmit(onDone);
  const choices = [...new Set<string>([...COLLECTIONS, ...collections])];

  const submit = submitWith(() => onSubmit({ name: name.trim(), collectionName: collectionName.trim() }));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      <TextField label={t('permissions.name')} name="name" value={name} onChange={setName} autoFocus />
      <label className="dn-field">
        {t('permissions.collection')}
        <input
          className="dn-input"
          name="collectionName"
          list={listId}
          autoComplete="off"
          value={collectionName}
          onChange={(e) => setCollectionName(e.target.value)}
        />
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
