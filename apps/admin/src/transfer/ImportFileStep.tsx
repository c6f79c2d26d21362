import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_KINDS, IMPORT_MAX_BYTES, translateMessage, type ImportJob, type ImportKind } from '@dental/contracts';
import { useAppDispatch } from '@dental/auth';
import { formatPercent, useLanguage } from '@dental/i18n';
import { ErrorBanners } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { importsChanged, uploadImportFile } from './transfer-api';

interface FileValues {
  kind: ImportKind;
  files: FileList | null;
}

/** Step 1: the kind of data and the file, sent as its bytes; the server reads its header and suggests the mapping. */
export function ImportFileStep({ onUploaded }: { onUploaded: (job: ImportJob) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState(0);
  const { form, banners, saving, submitWith, fieldState } = useServerForm<FileValues>({ defaultValues: { kind: 'patients', files: null } });
  const fileCheck = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return t('imports.chooseFile');
    return file.size <= IMPORT_MAX_BYTES || translateMessage('import.fileTooLarge', language);
  };
  const submit = submitWith(async ({ kind, files }) => {
    setSent(0);
    const job = await uploadImportFile(kind, files![0], setSent);
    dispatch(importsChanged());
    onUploaded(job);
  });

  return (
    <form className="dn-form admin-import__step" onSubmit={submit} noValidate>
      <h2>{t('imports.fileStep')}</h2>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <div className="admin-import__fields">
        <label className="dn-field">
          {t('imports.kind')}
          <select {...form.register('kind')} {...fieldState('kind')}>
            {IMPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`imports.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="dn-field">
          {t('imports.file')}
          <input {...form.register('files', { validate: fileCheck })} {...fieldState('files')} type="file" accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
        </label>
      </div>
      <div className="dn-form__actions">
        <button type="submit" className="dn-button" disabled={saving}>
          {saving ? t('imports.uploading', { percent: formatPercent(Math.round(sent * 100), language) }) : t('imports.upload')}
        </button>
      </div>
    </form>
  );
}
