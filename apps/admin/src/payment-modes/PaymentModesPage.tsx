import { useTranslation } from 'react-i18next';

import type { PaymentMode } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { AddButton, CrudOverlays, Modal, PageFrame, RowActions, Spinner, useCrudDialogs } from '@dental/ui';
import { ListErrors } from '../common/ListErrors';
import { paymentModeWritesApi } from './payment-modes-api';
import { PaymentModeForm } from './PaymentModeForm';

export function PaymentModesPage() {
  const { t } = useTranslation();
  const { items, loading, loaded, errors } = listView(referenceApi.usePaymentModesQuery());
  const [createPaymentMode] = paymentModeWritesApi.useCreatePaymentModeMutation();
  const [updatePaymentMode] = paymentModeWritesApi.useUpdatePaymentModeMutation();
  const [removePaymentMode] = paymentModeWritesApi.useRemovePaymentModeMutation();
  // The list reads again through its tags after a change.
  const crud = useCrudDialogs<PaymentMode>({ remove: (mode) => removePaymentMode(mode._id).unwrap(), onChanged: () => undefined });
  const { editing } = crud;

  return (
    <PageFrame
      title={t('paymentModes.title')}
      actions={
        <AddButton onClick={crud.startAdd} />
      }
    >
      <ListErrors messages={errors} />
      {(loading || !loaded) && items.length === 0 ? (
        <Spinner />
      ) : (
        <table className="dn-table">
          <thead>
            <tr>
              <th>{t('paymentModes.name')}</th>
              <th>{t('paymentModes.code')}</th>
              <th>{t('common:actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 && (
              <tr>
                <td colSpan={3}>{t('paymentModes.empty')}</td>
              </tr>
            )}
            {items.map((mode) => (
              <tr key={mode._id}>
                <td>
                  {mode.name} {mode.archive && <span className="dn-badge">{t('paymentModes.archive')}</span>}
                </td>
                <td>{mode.code}</td>
                <td>
                  <RowActions name={mode.name} onEdit={() => crud.startEdit(mode)} onDelete={() => crud.startDelete(mode)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('paymentModes.edit') : t('paymentModes.add')} onClose={crud.closeEditor}>
        {editing && (
          <PaymentModeForm
            key={editing.kind === 'edit' ? editing.item._id : 'new'}
            initial={editing.kind === 'edit' ? editing.item : undefined}
            onSubmit={(input) =>
              (editing.kind === 'edit' ? updatePaymentMode({ id: editing.item._id, body: input }) : createPaymentMode(input)).unwrap()
            }
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('paymentModes.remove')} question={(mode) => t('common:deleteQuestion', { name: mode.name })} />
    </PageFrame>
  );
}
