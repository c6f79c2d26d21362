import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicalNote } from '@dental/contracts';
import { selectUserData, useAppSelector } from '@dental/auth';
import { formatDate, formatDateTime, useLanguage } from '@dental/i18n';
import { AddButton, ErrorBanners, Modal, Spinner } from '@dental/ui';
import { useFileList } from '../../payments/file-list';
import { clinicalApi } from '../clinical-api';
import { AddendumForm } from './AddendumForm';
import { NoteForm } from './NoteForm';

type Editing = { kind: 'add' } | { kind: 'edit' | 'addendum'; note: ClinicalNote } | null;

export interface NotesPanelProps {
  patientId: string;
  /** AJOUTER on DOSSIER_CLINIQUE: new notes and addenda. */
  canAdd: boolean;
  /** MODIFIER on DOSSIER_CLINIQUE: one's own notes while they can still be changed. */
  canEdit: boolean;
  /** A new note's teeth: those chosen on the chart. */
  chosenTeeth: readonly string[];
}

/** Newest visit first; notes of the same day by when they were written. */
const newestFirst = (a: ClinicalNote, b: ClinicalNote) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);

/**
 * The patient's clinical notes, newest first, each with its author, date, teeth and addenda. Its
 * author changes a note until `editableUntil` (24 hours); after that, or for anyone else, a note is
 * completed by an addendum.
 */
export function NotesPanel({ patientId, canAdd, canEdit, chosenTeeth }: NotesPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const me = useAppSelector(selectUserData)?._id;
  const list = useFileList(clinicalApi.useClinicalNotesQuery(patientId));
  const [createNote] = clinicalApi.useCreateNoteMutation();
  const [updateNote] = clinicalApi.useUpdateNoteMutation();
  const [addAddendum] = clinicalApi.useAddAddendumMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const notes = [...list.items].sort(newestFirst);
  const now = new Date().toISOString();
  const editable = (note: ClinicalNote) => canEdit && note.author?._id === me && note.editableUntil > now;

  const modalTitle = () => {
    if (editing?.kind === 'edit') return t('clinical.notes.editTitle', { date: formatDate(editing.note.date, language) });
    if (editing?.kind === 'addendum') return t('clinical.notes.addendumTitle', { date: formatDate(editing.note.date, language) });
    return t('clinical.notes.add');
  };

  const note = (item: ClinicalNote) => {
    const date = formatDate(item.date, language);
    return (
      <li key={item._id}>
        <article className="patients-note" aria-label={t('clinical.notes.noteOf', { date })}>
          <header className="patients-note__header">
            <strong>{date}</strong>
            <span className="patients-muted">{item.author?.username ?? t('clinical.notes.unknownAuthor')}</span>
            {item.teeth.length > 0 && <span className="dn-badge">{t('clinical.notes.onTeeth', { teeth: item.teeth.join(t('clinical.chart.listSeparator')) })}</span>}
          </header>
          <p className="patients-note__text" dir="auto">{item.text}</p>
          {item.addenda.length > 0 && (
            <section className="patients-note__addenda" aria-label={t('clinical.notes.addenda')}>
              <ul>
                {item.addenda.map((addendum) => (
                  <li key={addendum._id}>
                    <span className="patients-muted">
                      {t('clinical.notes.written', { name: addendum.author?.username ?? t('clinical.notes.unknownAuthor'), date: formatDateTime(addendum.createdAt, language) })}
                    </span>
                    <p className="patients-note__text" dir="auto">{addendum.text}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <footer className="patients-note__actions">
            {editable(item) ? (
              <>
                <span className="patients-muted">{t('clinical.notes.editableUntil', { date: formatDateTime(item.editableUntil, language) })}</span>
                <button type="button" className="dn-button dn-button--ghost" onClick={() => setEditing({ kind: 'edit', note: item })}>
                  {t('clinical.notes.edit')}
                </button>
              </>
            ) : (
              canAdd && (
                <button type="button" className="dn-button dn-button--ghost" onClick={() => setEditing({ kind: 'addendum', note: item })}>
                  {t('clinical.notes.addendum')}
                </button>
              )
            )}
          </footer>
        </article>
      </li>
    );
  };

  let body;
  if (list.loading && !list.loaded) body = <Spinner />;
  else if (notes.length === 0 && list.errors.length === 0) body = <p className="patients-muted">{t('clinical.notes.empty')}</p>;
  else body = <ol className="patients-notes">{notes.map(note)}</ol>;

  return (
    <section className="dn-card patients-clinical__notes" aria-labelledby={titleId}>
      <header className="patients-clinical__header">
        <h2 id={titleId}>{t('clinical.notes.title')}</h2>
        {canAdd && <AddButton onClick={() => setEditing({ kind: 'add' })} label={t('clinical.notes.add')} />}
      </header>
      <ErrorBanners messages={list.banners.messages} onDismiss={list.banners.dismiss} />
      {body}
      <Modal open={editing !== null} title={modalTitle()} onClose={close}>
        {editing?.kind === 'addendum' ? (
          <AddendumForm onSubmit={(text) => addAddendum({ patientId, id: editing.note._id, text }).unwrap()} onDone={close} onCancel={close} />
        ) : (
          editing && (
            <NoteForm
              key={editing.kind === 'edit' ? editing.note._id : 'new'}
              initial={editing.kind === 'edit' ? editing.note : undefined}
              defaultTeeth={chosenTeeth}
              onSubmit={(input) =>
                (editing.kind === 'edit'
                  ? updateNote({ patientId, id: editing.note._id, input })
                  : createNote({ patientId, input: { ...input, patient: patientId } })
                ).unwrap()
              }
              onDone={close}
              onCancel={close}
            />
          )
        )}
      </Modal>
    </section>
  );
}
