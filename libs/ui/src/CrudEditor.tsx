import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from './AddButton';
import { CrudOverlays, RowActions, useCrudDialogs } from './crud';
import { DataTable, type DataColumn } from './DataTable';
import { ErrorBanners } from './ErrorBanners';
import { Modal } from './Modal';
import { useMessages } from './use-messages';

/** What a row may have done to it: each right shows its button, none shows none. */
export interface CrudRights {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** The one form of the editor, for a new row or the row edited (built on `@dental/ui/form`). */
export interface CrudFormProps<T> {
  initial?: T;
  onDone: () => void;
  onCancel: () => void;
}

/** A list read a page at a time from the server (a route that pages). */
export interface CrudPaging {
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export interface CrudEditorProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The columns before the actions column. */
  columns: readonly DataColumn<T>[];
  /** The table's accessible name. */
  caption: string;
  /** A row's name in its buttons ("Modifier {name}") and the deletion question. */
  rowName: (row: T) => string;
  loading: boolean;
  /** Read failures, as red banners above the table. */
  errors?: readonly string[];
  empty: ReactNode;
  rights: CrudRights;
  texts: {
    add: string;
    edit: string;
    remove: string;
    /** The label of the add button ("Ajouter" by default). */
    addButton?: string;
    question: (row: T) => string;
  };
  remove: (row: T) => Promise<unknown>;
  form: (props: CrudFormProps<T>) => ReactNode;
  /** Width of the form's dialog, for wide forms. */
  formWidth?: number;
  paging?: CrudPaging;
  /** Beside the add button: filters, a doctor drop-down. */
  toolbar?: ReactNode;
  /** More buttons of a row, before its edit and delete icons. */
  rowActions?: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
}

/**
 * The shape of every list screen: a table with its actions column, add and edit in one modal form,
 * delete after the confirmation (its errors stay in it), the success overlay, the server's read
 * errors above the table, loading and empty rows, and "show more" when the route pages. Buttons
 * show only with their right, so nobody is offered what the server would refuse.
 */
export function CrudEditor<T>(props: CrudEditorProps<T>) {
  const { rows, rowKey, columns, caption, rowName, loading, errors = [], empty, rights, texts, remove, form, formWidth, paging, toolbar, rowActions, rowClassName } = props;
  const { t } = useTranslation();
  // Lists read again through their tags after a change.
  const crud = useCrudDialogs<T>({ remove, onChanged: () => undefined });
  const { editing } = crud;
  const actions: DataColumn<T>[] =
    rights.canEdit || rights.canDelete || rowActions
      ? [
          {
            id: 'actions',
            header: t('common:actions'),
            cell: (row) => (
              <div className="dn-crud__actions">
                {rowActions?.(row)}
                <RowActions
                  name={rowName(row)}
                  onEdit={rights.canEdit ? () => crud.startEdit(row) : undefined}
                  onDelete={rights.canDelete ? () => crud.startDelete(row) : undefined}
                />
              </div>
            ),
          },
        ]
      : [];

  return (
    <div className="dn-crud">
      {(toolbar || rights.canAdd) && (
        <div className="dn-crud__toolbar">
          {toolbar}
          {rights.canAdd && <AddButton onClick={crud.startAdd} label={texts.addButton} />}
        </div>
      )}
      <ReadErrors key={errors.join('\n')} initial={errors} />
      <DataTable columns={[...columns, ...actions]} rows={rows} rowKey={rowKey} caption={caption} loading={loading} empty={empty} rowClassName={rowClassName} />
      {paging && rows.length > 0 && (
        <div className="dn-crud__more">
          <span className="dn-crud__shown">{t('common:shownOf', { shown: rows.length, total: paging.total })}</span>
          {paging.hasMore && (
            <button type="button" className="dn-button dn-button--ghost" onClick={paging.loadMore} disabled={paging.loadingMore}>
              {paging.loadingMore ? t('common:loading') : t('common:showMore')}
            </button>
          )}
        </div>
      )}
      <Modal open={editing !== null} title={editing?.kind === 'edit' ? texts.edit : texts.add} onClose={crud.closeEditor} maxWidth={formWidth}>
        {editing && (
          <FormSlot key={editing.kind === 'edit' ? rowKey(editing.item) : 'new'}>
            {form({ initial: editing.kind === 'edit' ? editing.item : undefined, onDone: crud.saved, onCancel: crud.closeEditor })}
          </FormSlot>
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={texts.remove} question={texts.question} />
    </div>
  );
}

/** A read's failures as red banners; a click hides one until the next failure. */
function ReadErrors({ initial }: { initial: readonly string[] }) {
  const shown = useMessages([...initial]);
  return <ErrorBanners messages={shown.messages} onDismiss={shown.dismiss} />;
}

/** A fresh form for each row edited (its key), so a form never shows the previous row's values. */
function FormSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
