import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { problemMessages } from '@dental/api-client';
import { ConfirmDialog } from './ConfirmDialog';
import { SuccessOverlay, useSuccessOverlay } from './SuccessOverlay';
import { useMessages } from './use-messages';
export { FormActions } from './FormActions';

export type Editing<T> = { kind: 'add' } | { kind: 'edit'; item: T } | null;

/** What the last change did: the success overlay says so. */
export type CrudChange = 'added' | 'updated' | 'deleted';

/**
 * The dialogs of a list screen: the add/edit editor, the delete confirmation (errors stay in it)
 * and the success overlay; `onChanged` after any change (lists read again through their tags).
 */
export function useCrudDialogs<T>({ remove, onChanged }: { remove: (item: T) => Promise<unknown>; onChanged?: () => void }) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const deleteErrors = useMessages();
  const success = useSuccessOverlay();
  const [change, setChange] = useState<CrudChange>('updated');
  const announce = useCallback(
    (done: CrudChange) => {
      setChange(done);
      success.show();
      onChanged?.();
    },
    [success, onChanged],
  );

  const saved = useCallback(() => {
    setEditing(null);
    announce(editing?.kind === 'add' ? 'added' : 'updated');
  }, [announce, editing]);

  const confirmDelete = useCallback(async () => {
    if (deleting === null) return;
    setDeleteBusy(true);
    try {
      await remove(deleting);
      setDeleting(null);
      announce('deleted');
    } catch (error) {
      deleteErrors.setMessages(problemMessages(error));
    } finally {
      setDeleteBusy(false);
    }
  }, [deleting, remove, announce, deleteErrors]);

  return {
    editing,
    startAdd: () => setEditing({ kind: 'add' }),
    startEdit: (item: T) => setEditing({ kind: 'edit', item }),
    closeEditor: () => setEditing(null),
    saved,
    deleting,
    startDelete: (item: T) => {
      deleteErrors.clear();
      setDeleting(item);
    },
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deleteBusy,
    deleteErrors,
    success,
    /** What the success overlay announces. */
    change,
  };
}

export type CrudDialogs<T> = ReturnType<typeof useCrudDialogs<T>>;

/** The delete confirmation and success overlay of a list screen. */
export function CrudOverlays<T>({ crud, deleteTitle, question }: { crud: CrudDialogs<T>; deleteTitle: string; question: (item: T) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmDialog
        open={crud.deleting !== null}
        title={deleteTitle}
        question={crud.deleting === null ? '' : question(crud.deleting)}
        busy={crud.deleteBusy}
        errors={crud.deleteErrors.messages}
        onDismissError={crud.deleteErrors.dismiss}
        onConfirm={crud.confirmDelete}
        onCancel={crud.cancelDelete}
      />
      <SuccessOverlay visible={crud.success.visible} label={t(`common:${crud.change}Success`)} />
    </>
  );
}

/**
 * Submitting a form: disables the button while saving, keeps the form and shows the server's
 * messages on failure, calls onDone after success.
 */
export function useFormSubmit(onDone: () => void) {
  const [saving, setSaving] = useState(false);
  const errors = useMessages();
  const submitWith = (action: () => Promise<unknown>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSaving(true);
    errors.clear();
    try {
      await action();
      onDone();
    } catch (error) {
      errors.setMessages(problemMessages(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, errors, submitWith };
}

/** Edit and delete icons of a row, named after the row for screen readers and tests. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="dn-table__actions">
      {onEdit && (
        <button type="button" className="dn-icon-button" aria-label={`${t('common:edit')} ${name}`} title={t('common:edit')} onClick={onEdit}>
          <Pencil aria-hidden="true" size={18} />
        </button>
      )}
      {onDelete && (
        <button type="button" className="dn-icon-button" aria-label={`${t('common:delete')} ${name}`} title={t('common:delete')} onClick={onDelete}>
          <Trash2 aria-hidden="true" size={18} />
        </button>
      )}
    </div>
  );
}
