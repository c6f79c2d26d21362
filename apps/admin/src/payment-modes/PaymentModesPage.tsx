import { useTranslation } from 'react-i18next';
import type { PaymentMode } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { CrudEditor, PageFrame, type DataColumn } from '@dental/ui';
import { paymentModeWritesApi } from './payment-modes-api';
import { PaymentModeForm } from './PaymentModeForm';

/** /paymentMode: the payment modes (name, code, archived mark) with add, edit and delete. */
export function PaymentModesPage() {
  const { t } = useTranslation();
  const { items, loading, loaded, errors } = listView(referenceApi.usePaymentModesQuery());
  const [createPaymentMode] = paymentModeWritesApi.useCreatePaymentModeMutation();
  const [updatePaymentMode] = paymentModeWritesApi.useUpdatePaymentModeMutation();
  const [removePaymentMode] = paymentModeWritesApi.useRemovePaymentModeMutation();
  const rights = useWriteRights('MODE_PAIEMENT');
  const columns: DataColumn<PaymentMode>[] = [
    {
      id: 'name',
      header: t('paymentModes.name'),
      cell: (mode) => (
        <>
          {mode.name} {mode.archive && <span className="dn-badge">{t('paymentModes.archive')}</span>}
        </>
      ),
    },
    { id: 'code', header: t('paymentModes.code'), cell: (mode) => mode.code },
  ];

  return (
    <PageFrame title={t('paymentModes.title')}>
      <CrudEditor
        rows={items}
        rowKey={(mode) => mode._id}
        columns={columns}
        caption={t('paymentModes.title')}
        rowName={(mode) => mode.name}
        loading={loading || !loaded}
        errors={errors}
        empty={t('paymentModes.empty')}
        rights={rights}
        texts={{ add: t('paymentModes.add'), edit: t('paymentModes.edit'), remove: t('paymentModes.remove'), question: (mode) => t('common:deleteQuestion', { name: mode.name }) }}
        remove={(mode) => removePaymentMode(mode._id).unwrap()}
        form={({ initial, onDone, onCancel }) => (
          <PaymentModeForm
            initial={initial}
            onSubmit={(input) => (initial ? updatePaymentMode({ id: initial._id, body: input }) : createPaymentMode(input)).unwrap()}
            onDone={onDone}
            onCancel={onCancel}
          />
        )}
      />
    </PageFrame>
  );
}
