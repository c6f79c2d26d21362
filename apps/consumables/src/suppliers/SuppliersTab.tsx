import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Supplier } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { useBasePath } from '@dental/module-kit';
import { CrudEditor, type DataColumn, Money } from '@dental/ui';
import { NamePhoneForm } from '@dental/ui/form';
import { consumablesApi } from '../common/consumables-api';
import { useListTabTexts } from '../common/use-list-tab-texts';

/** The server's messages that name each field of the form. */
const SUPPLIER_FIELDS = { name: ['supplier.nameRequired', 'supplier.exists'], phone: ['supplier.phoneRequired', 'common.phoneInvalid'] } as const;

/** The suppliers (FOURNISSEURS): name (to the supplier's page), phone, the doctor's balance, actions. */
export function SuppliersTab({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('consumables');
  const base = useBasePath('Consumables');
  const list = listView(consumablesApi.useSuppliersQuery(doctorId));
  const [create] = consumablesApi.useCreateSupplierMutation();
  const [update] = consumablesApi.useUpdateSupplierMutation();
  const [remove] = consumablesApi.useRemoveSupplierMutation();
  const rights = useWriteRights('FOURNISSEURS');
  const texts = useListTabTexts('suppliers', 'suppliers');
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

  return (
    <section aria-label={t('tabs.suppliers')}>
      <CrudEditor
        list={list}
        columns={columns}
        rights={rights}
        texts={texts}
        writes={{ create, update, remove }}
        form={(props) => <NamePhoneForm {...props} labels={{ name: t('suppliers.name'), phone: t('suppliers.phone') }} serverFields={SUPPLIER_FIELDS} />}
      />
    </section>
  );
}
