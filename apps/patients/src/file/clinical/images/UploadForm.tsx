import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useForm, type ArrayPath, type DefaultValues, type FieldArray, type UseFormReturn } from 'react-hook-form';
import { X } from 'lucide-react';
import { useLanguage } from '@dental/i18n';
import { DropZone } from './DropZone';
import { oversizeMessage } from './file-calls';
import { UploadStatusLine } from './UploadStatusLine';
import { useUploads } from './use-uploads';
import './upload.css';

/** A chosen file's row: the file, its name, and `key` for its upload's state. */
export type UploadRow = { key: string; name: string; file: File };
export type UploadValues<Row extends UploadRow> = { rows: Row[] };

export interface UploadFormProps<Row extends UploadRow> {
  title: string;
  /** What the zone takes (formats and size). */
  hint: string;
  accept?: string;
  /** What describes a new file, with its defaults. */
  rowOf: (file: File) => Omit<Row, keyof UploadRow>;
  /** The fields describing row `index` (its kind, date, teeth). */
  fields: (form: UseFormReturn<UploadValues<Row>>, index: number) => ReactNode;
  /** Sends one file with its row: one request per file. */
  send: (file: File, row: Row, onProgress: (sent: number) => void) => Promise<unknown>;
  /** What is said once files were taken ("2 images envoyées"). */
  sentText: (count: number) => string;
  onSent: () => void;
}

let keys = 0;
const nextKey = () => `upload-${(keys += 1)}`;

/**
 * Several files at once, dropped or chosen, each described by its own row and sent on its own with
 * a progress bar. A file over the size limit is refused as it is added, with the server's words; a
 * file the server refuses keeps its row and message while the others go on; the files taken leave
 * the list.
 */
export function UploadForm<Row extends UploadRow>({ title, hint, accept, rowOf, fields, send, sentText, onSent }: UploadFormProps<Row>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const form = useForm<UploadValues<Row>>({ defaultValues: { rows: [] } as DefaultValues<UploadValues<Row>> });
  const rows = useFieldArray({ control: form.control, name: 'rows' as ArrayPath<UploadValues<Row>>, keyName: 'fieldId' });
  const uploads = useUploads();
  const [said, setSaid] = useState('');
  const sending = form.formState.isSubmitting;

  const add = (chosen: File[]) => {
    setSaid('');
    for (const file of chosen) {
      const key = nextKey();
      rows.append({ ...rowOf(file), key, name: file.name, file } as FieldArray<UploadValues<Row>, ArrayPath<UploadValues<Row>>>);
      const tooLarge = oversizeMessage(file, language);
      if (tooLarge) uploads.refuse(key, [tooLarge]);
    }
  };
  const forget = (sent: readonly string[]) => {
    rows.remove(form.getValues('rows').flatMap((row, index) => (sent.includes(row.key) ? [index] : [])));
    uploads.forget(sent);
  };

  const submit = form.handleSubmit(async ({ rows: described }) => {
    setSaid('');
    const sent: string[] = [];
    for (const row of described) {
      // A file over the limit keeps its message and is never sent.
      if (oversizeMessage(row.file, language)) continue;
      if (await uploads.run(row.key, (onProgress) => send(row.file, row, onProgress))) sent.push(row.key);
    }
    if (sent.length === 0) return;
    forget(sent);
    setSaid(sentText(sent.length));
    onSent();
  });

  return (
    <section className="patients-upload" aria-labelledby={titleId}>
      <h3 id={titleId} className="patients-upload__title">
        {title}
      </h3>
      <DropZone onFiles={add} hint={hint} accept={accept} />
      {rows.fields.length > 0 && (
        <form className="dn-form" onSubmit={(event) => void submit(event)} noValidate>
          <ul className="patients-upload__rows" aria-label={t('clinicalUpload.pending')}>
            {rows.fields.map((field, index) => {
              const { key, name } = form.getValues().rows[index];
              return (
                <li key={field.fieldId}>
                  <fieldset className="patients-upload__row">
                    <legend className="patients-upload__name" dir="auto">
                      {name}
                    </legend>
                    {fields(form, index)}
                    <button type="button" className="dn-icon-button" aria-label={t('clinicalUpload.remove', { name })} disabled={sending} onClick={() => forget([key])}>
                      <X aria-hidden="true" size={18} />
                    </button>
                    <UploadStatusLine name={name} status={uploads.statuses[key]} />
                  </fieldset>
                </li>
              );
            })}
          </ul>
          <div className="dn-form__actions">
            <button type="submit" className="dn-button" disabled={sending}>
              {sending ? t('clinicalUpload.sending') : t('clinicalUpload.send')}
            </button>
          </div>
        </form>
      )}
      <p role="status" className="patients-upload__said">
        {said}
      </p>
    </section>
  );
}
