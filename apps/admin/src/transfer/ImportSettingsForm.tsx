import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { fieldParam, IMPORT_ENCODINGS, translateMessage, type ImportDryRun, type ImportJob, type ImportSettings } from '@dental/contracts';
import { failureMessages, sessionApi } from '@dental/api-client';
import { selectCabinetDoctors, useAppSelector } from '@dental/auth';
import { useLanguage } from '@dental/i18n';
import { DoctorSelect, ErrorBanners } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { columnKey, fieldsOf, formValuesOf, isRequired, settingsOf, takesBalanceDate, takesDefaultDoctor, type ImportFormValues } from './import-model';
import { SavedMappings } from './SavedMappings';
import { transferApi } from './transfer-api';

type ServerForm = ReturnType<typeof useServerForm<ImportFormValues>>;

export interface ImportSettingsFormProps {
  job: ImportJob;
  /** Once the import has started, nothing here changes any more. */
  locked: boolean;
  /** Any change: the last dry run no longer says what the import would do. */
  onEdit: () => void;
  /** Another sheet or encoding chosen: the job with the file read that way (its header and mapping). */
  onReread: (job: ImportJob) => void;
  onChecked: (settings: ImportSettings, result: ImportDryRun) => void;
}

/** Step 2: how the file is read (encoding, sheet), the default doctor and the opening balances' date. */
function ReadingFields({ job, form, fieldState }: { job: ImportJob; form: ServerForm['form']; fieldState: ServerForm['fieldState'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  sessionApi.useUsersQuery();
  const doctors = useAppSelector(selectCabinetDoctors);
  const { file, kind } = job;
  const detected = file.detectedEncoding && file.detectedEncoding !== 'auto' ? t(`imports.encodings.${file.detectedEncoding}`) : '…';
  return (
    <section className="admin-import__step" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('imports.settingsStep')}</h2>
      <div className="admin-import__fields">
        {file.format === 'csv' && (
          <label className="dn-field">
            {t('imports.encoding')}
            <select {...form.register('encoding')} {...fieldState('encoding')}>
              {IMPORT_ENCODINGS.map((encoding) => (
                <option key={encoding} value={encoding}>
                  {t(`imports.encodings.${encoding}`, { detected })}
                </option>
              ))}
            </select>
          </label>
        )}
        {file.format === 'xlsx' && file.sheets.length > 1 && (
          <label className="dn-field">
            {t('imports.sheet')}
            <select {...form.register('sheet')} {...fieldState('sheet')}>
              {file.sheets.map((sheet) => (
                <option key={sheet} value={sheet}>
                  {sheet}
                </option>
              ))}
            </select>
          </label>
        )}
        {takesDefaultDoctor(kind) && (
          <div className="admin-import__with-hint">
            <Controller control={form.control} name="doctor" render={({ field, fieldState: state }) => <DoctorSelect label={t('imports.defaultDoctor')} doctors={doctors} value={field.value} onChange={field.onChange} invalid={state.invalid} />} />
            <span className="admin-import__hint">{t('imports.defaultDoctorHint')}</span>
          </div>
        )}
        {takesBalanceDate(kind) && (
          <div className="admin-import__with-hint">
            <label className="dn-field">
              {t('imports.balanceDate')}
              <input {...form.register('balanceDate')} {...fieldState('balanceDate')} type="date" />
            </label>
            <span className="admin-import__hint">{t('imports.balanceDateHint')}</span>
          </div>
        )}
      </div>
    </section>
  );
}

/** Step 3: one row per field with the column that feeds it; the required ones must have one. */
function MappingFields({ job, form, fieldState }: { job: ImportJob; form: ServerForm['form']; fieldState: ServerForm['fieldState'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = useId();
  const { kind, file } = job;
  return (
    <section className="admin-import__step" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('imports.mappingStep')}</h2>
      <table className="dn-table admin-import__mapping">
        <thead>
          <tr>
            <th scope="col">{t('imports.field')}</th>
            <th scope="col">{t('imports.column')}</th>
          </tr>
        </thead>
        <tbody>
          {fieldsOf(kind).map((field) => {
            const label = t(`imports.fields.${field}`);
            const required = isRequired(kind, field);
            const name = columnKey(field);
            return (
              <tr key={field}>
                <th scope="row">
                  <label htmlFor={`${ids}-${field}`}>{label}</label>
                  {required && <span className="admin-import__required"> ({t('imports.required')})</span>}
                </th>
                <td>
                  <select
                    id={`${ids}-${field}`}
                    {...form.register(name, { validate: (column?: string) => !required || Boolean(column) || translateMessage('import.fieldRequired', language, { field: fieldParam(field) }) })}
                    {...fieldState(name)}
                    aria-required={required || undefined}
                  >
                    <option value="">{t('imports.noColumn')}</option>
                    {file.headers.map((header, index) => (
                      <option key={index} value={String(index)}>
                        {header.trim() || t('imports.columnName', { number: index + 1 })}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SavedMappings job={job} form={form} />
    </section>
  );
}

/** Steps 2 to 4's button: the settings and the mapping, sent to the dry run. */
export function ImportSettingsForm({ job, locked, onEdit, onReread, onChecked }: ImportSettingsFormProps) {
  const { t } = useTranslation();
  const [dryRun] = transferApi.useDryRunMutation();
  const [readAs] = transferApi.useLazyFileReadAsQuery();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<ImportFormValues>({
    defaultValues: formValuesOf(job.kind, job.file),
    serverFields: {
      encoding: ['import.encodingInvalid'],
      sheet: ['import.sheetNotFound'],
      doctor: ['import.doctorRequired', 'import.doctorUnknown'],
      balanceDate: ['import.dateInvalid'],
    },
  });
  const { setMessages } = banners;
  useEffect(() => {
    const subscription = form.watch(() => onEdit());
    return () => subscription.unsubscribe();
  }, [form, onEdit]);
  // Another sheet or encoding gives another header: its columns and the mapping suggested for them replace the old ones.
  const [encoding, sheet] = form.watch(['encoding', 'sheet']);
  useEffect(() => {
    if (encoding === job.file.encoding && (sheet || null) === (job.file.sheet ?? null)) return;
    let live = true;
    readAs({ id: job._id, encoding, ...(sheet ? { sheet } : {}) })
      .unwrap()
      .then((read) => {
        if (!live) return;
        const { doctor, balanceDate } = form.getValues();
        form.reset({ ...formValuesOf(read.kind, read.file), doctor, balanceDate });
        onReread(read);
      })
      .catch((error: unknown) => live && setMessages(failureMessages(error)));
    return () => {
      live = false;
    };
  }, [encoding, sheet, job, form, readAs, onReread, setMessages]);
  const submit = submitWith(async (values) => {
    const settings = settingsOf(job.kind, values);
    onChecked(settings, await dryRun({ id: job._id, settings }).unwrap());
  });

  return (
    <form className="dn-form admin-import__settings" onSubmit={submit} noValidate>
      <fieldset className="admin-import__fieldset" disabled={locked}>
        <ReadingFields job={job} form={form} fieldState={fieldState} />
        <MappingFields job={job} form={form} fieldState={fieldState} />
        <section className="admin-import__step">
          <h2>{t('imports.dryRunStep')}</h2>
          <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
          <p className="admin-import__hint">{t('imports.dryRunHint')}</p>
          <button type="submit" className="dn-button" disabled={saving}>
            {saving ? t('imports.checking') : t('imports.dryRun')}
          </button>
        </section>
      </fieldset>
    </form>
  );
}
