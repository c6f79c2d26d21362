import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { translateMessage, type ImportJob } from '@dental/contracts';
import { listView, problemMessages } from '@dental/api-client';
import { useLanguage } from '@dental/i18n';
import { ErrorBanners, useMessages } from '@dental/ui';
import { columnKey, columnsOfSaved, columnsToSave, fieldsOf, type ImportFormValues } from './import-model';
import { transferApi } from './transfer-api';

/**
 * The mappings kept for files of the same shape: one chosen fills the columns by their header
 * texts; the current one can be kept under a name. It sits inside the import form, so it is a
 * group of its own fields rather than a nested form.
 */
export function SavedMappings({ job, form }: { job: ImportJob; form: UseFormReturn<ImportFormValues> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = useId();
  const saved = listView(transferApi.useImportMappingsQuery());
  const [saveMapping, saving] = transferApi.useSaveMappingMutation();
  const [name, setName] = useState('');
  const [said, setSaid] = useState('');
  const problems = useMessages();
  const ofKind = saved.items.filter((mapping) => mapping.kind === job.kind);

  const apply = (id: string) => {
    const mapping = ofKind.find((candidate) => candidate._id === id);
    if (!mapping) return;
    const { columns, missing } = columnsOfSaved(job.kind, mapping, job.file.headers);
    for (const field of fieldsOf(job.kind)) form.setValue(columnKey(field), columns[field] ?? '', { shouldDirty: true });
    setSaid(missing > 0 ? t('imports.mappingApplied', { name: mapping.name, missing }) : '');
  };
  const save = async () => {
    setSaid('');
    problems.clear();
    if (!name.trim()) return problems.setMessages([translateMessage('import.mappingNameRequired', language)]);
    try {
      const kept = await saveMapping({ name: name.trim(), kind: job.kind, columns: columnsToSave(job.kind, form.getValues(), job.file.headers) }).unwrap();
      setName('');
      setSaid(t('imports.mappingSaved', { name: kept.name }));
    } catch (error) {
      problems.setMessages(problemMessages(error));
    }
  };

  return (
    <div className="admin-import__mappings" role="group" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('imports.savedMappings')}</h3>
      <ErrorBanners messages={[...saved.errors, ...problems.messages]} onDismiss={(index) => problems.dismiss(index - saved.errors.length)} />
      <div className="admin-import__fields">
        {ofKind.length > 0 && (
          <label className="dn-field">
            {t('imports.chooseMapping')}
            <select className="dn-input" value="" onChange={(event) => apply(event.target.value)}>
              <option value="">—</option>
              {ofKind.map((mapping) => (
                <option key={mapping._id} value={mapping._id}>
                  {mapping.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="dn-field">
          {t('imports.mappingName')}
          <input className="dn-input" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </label>
        <button type="button" className="dn-button dn-button--ghost" disabled={saving.isLoading} onClick={() => void save()}>
          {t('imports.saveMapping')}
        </button>
      </div>
      <p className="admin-import__hint" role="status">
        {said}
      </p>
    </div>
  );
}
