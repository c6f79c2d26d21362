import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLINICAL_NOTE_MAX_LENGTH, type ClinicalNote, type ClinicalNoteUpdate } from '@dental/contracts';
import { localDay } from '@dental/domain';
import { ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { typedTeeth } from './note-teeth';

interface NoteValues {
  date: string;
  text: string;
  teeth: string;
}

export interface NoteFormProps {
  /** The note changed; none for a new note. */
  initial?: ClinicalNote;
  /** A new note's teeth: those chosen on the chart. */
  defaultTeeth: readonly string[];
  onSubmit: (input: ClinicalNoteUpdate & { teeth: string[] }) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** A dated note of the visit (today by default), optionally on teeth; the server's refusals stay in the form. */
export function NoteForm({ initial, defaultTeeth, onSubmit, onDone, onCancel }: NoteFormProps) {
  const { t } = useTranslation();
  const hint = useId();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<NoteValues>({
    defaultValues: { date: initial?.date.slice(0, 10) ?? localDay(), text: initial?.text ?? '', teeth: (initial?.teeth ?? defaultTeeth).join(', ') },
    serverFields: { date: ['clinical.dateInvalid', 'clinical.dateInFuture'], text: ['clinical.noteRequired'], teeth: ['clinical.toothInvalid', 'clinical.toothRepeated'] },
    dateFields: { date: 'clinical.dateInvalid' },
    onDone,
  });
  const submit = submitWith(({ date, text, teeth }) => onSubmit({ date, text, teeth: typedTeeth(teeth) }));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('clinical.notes.date')}
        <input type="date" dir="ltr" max={localDay()} {...form.register('date')} {...fieldState('date', 'dn-input dn-input--date')} />
      </label>
      <label className="dn-field">
        {t('clinical.notes.text')}
        <textarea {...form.register('text')} {...fieldState('text')} rows={6} maxLength={CLINICAL_NOTE_MAX_LENGTH} autoFocus />
      </label>
      <label className="dn-field">
        {t('clinical.notes.teeth')}
        <input {...form.register('teeth')} {...fieldState('teeth')} dir="ltr" inputMode="numeric" autoComplete="off" aria-describedby={hint} />
      </label>
      <span id={hint} className="patients-muted">
        {t('clinical.notes.teethHint')}
      </span>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
