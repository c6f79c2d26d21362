import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudOverlays, useCrudDialogs, type CrudDialogs } from './crud';
import { Modal } from './Modal';

/** A row of a list screen: an entity known by its id, named in its buttons and its deletion question. */
export interface CrudRow {
  _id: string;
  name: string;
}

/** What the editor hands its one form, for a new row (no `initial`) or the row edited. */
export interface CrudFormProps<T, Input> {
  initial?: T;
  /** Creates the row, or updates the row edited. */
  onSubmit: (input: Input) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** A write under way, as an RTK Query mutation trigger returns it. */
interface PendingWrite {
  unwrap: () => Promise<unknown>;
}

/** The writes of an entity addressed by its id: its mutation triggers. */
export interface CrudWrites<Input> {
  create: (input: Input) => PendingWrite;
  update: (arg: { id: string; body: Input }) => PendingWrite;
  remove: (id: string) => PendingWrite;
}

export interface CrudDialogTexts<T> {
  /** The form's title for a new row, and for the row edited. */
  add: string;
  edit: string;
  /** The deletion's title, and its question ("Vous etes sur de vouloir supprimer {name}?" by default). */
  remove: string;
  question?: (row: T) => string;
}

/** The state of an editor's dialogs; a confirmed deletion goes through `remove` with the row's id. */
export function useCrudEditor<T extends CrudRow>(remove: CrudWrites<unknown>['remove']) {
  return useCrudDialogs<T>({ remove: (row) => remove(row._id).unwrap() });
}

export interface CrudEditorDialogsProps<T extends CrudRow, Input> {
  crud: CrudDialogs<T>;
  texts: CrudDialogTexts<T>;
  writes: CrudWrites<Input>;
  form: (props: CrudFormProps<T, Input>) => ReactNode;
}

/**
 * The dialogs of a list screen, whatever shows its rows: add and edit in one modal form (sent to
 * create or update), the deletion's confirmation and the success overlay.
 */
export function CrudEditorDialogs<T extends CrudRow, Input>({ crud, texts, writes, form }: CrudEditorDialogsProps<T, Input>) {
  const { t } = useTranslation();
  const { editing } = crud;
  const edited = editing?.kind === 'edit' ? editing.item : undefined;
  const save = (input: Input) => (edited ? writes.update({ id: edited._id, body: input }) : writes.create(input)).unwrap();
  const question = texts.question ?? ((row: T) => t('common:deleteQuestion', { name: row.name }));

  return (
    <>
      <Modal open={editing !== null} title={edited ? texts.edit : texts.add} onClose={crud.closeEditor}>
        {/* Keyed by the row, so that a form never shows the previous row's values. */}
        {editing && <EditorForm key={edited?._id ?? 'new'} form={form} initial={edited} onSubmit={save} onDone={crud.saved} onCancel={crud.closeEditor} />}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={texts.remove} question={question} />
    </>
  );
}

/** The form rendered as a component of its own: a form function passed as `form` keeps its hooks in its own place. */
function EditorForm<T, Input>({ form, ...props }: CrudFormProps<T, Input> & { form: (props: CrudFormProps<T, Input>) => ReactNode }) {
  return form(props);
}
