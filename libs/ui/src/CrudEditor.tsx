import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListView } from '@dental/api-client';
import { AddButton } from './AddButton';
import { RowActions } from './crud';
import { CrudEditorDialogs, useCrudEditor, type CrudDialogTexts, type CrudFormProps, type CrudRow, type CrudWrites } from './CrudEditorDialogs';
import { DataTable, type DataColumn } from './DataTable';
import { ReadErrors } from './ReadErrors';

/** What may be done to the rows: each right shows its button, none shows none. */
export interface CrudRights {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** A list read a page at a time from the server (a route that pages). */
export interface CrudPaging {
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export interface CrudEditorTexts<T> extends CrudDialogTexts<T> {
  /** The table's accessible name. */
  caption: string;
  /** The one row of an empty list. */
  empty: ReactNode;
  /** The add button's label ("Ajouter" by default). */
  addButton?: string;
}

export interface CrudEditorProps<T extends CrudRow, Input> {
  /** The rows as `listView` reads them: loading until the first answer, read failures as red banners. */
  list: Pick<ListView<T>, 'items' | 'loading' | 'loaded' | 'errors'>;
  /** The columns before the actions column. */
  columns: readonly DataColumn<T>[];
  rights: CrudRights;
  texts: CrudEditorTexts<T>;
  writes: CrudWrites<Input>;
  /** The one form, for a new row and the row edited (built on `@dental/ui/form`). */
  form: (props: CrudFormProps<T, Input>) => ReactNode;
  paging?: CrudPaging;
  /** More buttons of a row, before its edit and delete icons. */
  rowActions?: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
  /** How a row is named in its buttons' labels ("Modifier Espèces (cash)"): its `name` by default. */
  rowName?: (row: T) => string;
}

/**
 * The shape of a list screen: a table with its actions column, add and edit in one modal form,
 * delete after the confirmation, the read's failures above the table, loading and empty rows, and
 * "show more" when the route pages. Buttons show only with their right, so nobody is offered what
 * the server would refuse.
 */
export function CrudEditor<T extends CrudRow, Input>({ list, columns, rights, texts, writes, form, paging, rowActions, rowClassName, rowName = (row) => row.name }: CrudEditorProps<T, Input>) {
  const { t } = useTranslation();
  const crud = useCrudEditor<T>(writes.remove);
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
      {rights.canAdd && (
        <div className="dn-crud__toolbar">
          <AddButton onClick={crud.startAdd} label={texts.addButton} />
        </div>
      )}
      <ReadErrors messages={list.errors} />
      <DataTable
        columns={[...columns, ...actions]}
        rows={list.items}
        rowKey={(row) => row._id}
        caption={texts.caption}
        loading={list.loading || !list.loaded}
        empty={texts.empty}
        rowClassName={rowClassName}
      />
      {paging && list.items.length > 0 && <MoreRows shown={list.items.length} paging={paging} />}
      <CrudEditorDialogs crud={crud} texts={texts} writes={writes} form={form} />
    </div>
  );
}

/** How many rows are shown of how many, and "Afficher plus" while the server has more. */
function MoreRows({ shown, paging }: { shown: number; paging: CrudPaging }) {
  const { t } = useTranslation();
  return (
    <div className="dn-crud__more">
      <span className="dn-crud__shown">{t('common:shownOf', { shown, total: paging.total })}</span>
      {paging.hasMore && (
        <button type="button" className="dn-button dn-button--ghost" onClick={paging.loadMore} disabled={paging.loadingMore}>
          {paging.loadingMore ? t('common:loading') : t('common:showMore')}
        </button>
      )}
    </div>
  );
}
