import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Supplier } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { useBasePath } from '@dental/module-kit';
import { AddButton, CrudOverlays, type DataColumn, DataTable, Modal, Money, RowActions, useCrudDialogs } from '@dental/ui';
import { consumablesApi } from '../common/consumables-api';
import { ReadErrors } from '../common/ReadErrors';
import { NamePhoneForm } from '@dental/ui/form';

/** The server's messages that name each field of the form. */
const SUPPLIER_FIELDS = { name: ['supplier.nameRequired', 'supplier.exists'], phone: ['supplier.phoneRequired'] } as const;

/** The suppliers (FOURNISSEURS): name (to the supplier's page), phone, the doctor's balance, actions. */
export function SuppliersTab({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('consumables');
  const base = useBasePath('Consumables');
  const { items, loading, errors } = listView(consumablesApi.useSuppliersQuery(doctorId));
  const [create] = consumablesApi.useCreateSupplierMutation();
  const [update] = consumablesApi.useUpdateSupplierMutation();
  const [remove] = consumablesApi.useRemoveSupplierMutation();
  const crud = useCrudDialogs<Supplier>({ remove: (item) => remove(item._id).unwrap(), onChanged: () => undefined });
  const { canAdd, canEdit, canDelete } = useWriteRights('FOURNISSEURS');
  const { editing } = crud;

  const columns: DataColumn<Supplier>[] = [
    {
      id: 'name',
      header: t('suppliers.name'),
      cell: (row) => (
        <Link className="consumables-link" to={`${base}/${encodeURIComponent(doctorId)}/suppliers/${encodeURIComponent(row._id)}`}>
          {row.name}
        </Link>
      ),
    },
    { id: 'phone', header: t('suppliers.phone'), cell: (row) => <span dir="ltr">{row.phone}</span> },
    { id: 'balance', header: t('suppliers.balance'), cell: (row) => <Money amount={row.balance} />, numeric: true },
  ];
  if (canEdit || canDelete) {
    columns.push({
      id: 'actions',
      header: t('common:actions'),
      cell: (row) => <RowActions name={row.name} onEdit={canEdit ? () => crud.startEdit(row) : undefined} onDelete={canDelete ? () => crud.startDelete(row) : undefined} />,
    });
  }

  return (
    <section aria-label={t('tabs.suppliers')}>
      <div className="consumables-toolbar">{canAdd && <AddButton onClick={crud.startAdd} label={t('suppliers.add')} />}</div>
      <ReadErrors messages={errors} />
      <DataTable columns={columns} rows={items} rowKey={(row) => row._id} caption={t('tabs.suppliers')} loading={loading} empty={t('suppliers.empty')} />
      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('suppliers.edit') : t('suppliers.add')} onClose={crud.closeEditor}>
        {editing && (
          <NamePhoneForm
            labels={{ name: t('suppliers.name'), phone: t('suppliers.phone') }}
            serverFields={SUPPLIER_FIELDS}
            key={editing.kind === 'edit' ? editing.item._id : 'new'}
            initial={editing.kind === 'edit' ? editing.item : undefined}
            onSubmit={(input) => (editing.kind === 'edit' ? update({ id: editing.item._id, body: input }) : create(input)).unwrap()}
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('suppliers.remove')} question={(item) => t('common:deleteQuestionSpaced', { name: item.name })} />
    </section>
  );
}
