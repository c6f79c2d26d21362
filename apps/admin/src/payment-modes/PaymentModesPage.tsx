import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import type { PaymentMode } from '@dental/contracts';
import { paymentModesApi } from '@dental/api-client';
import { useAppDispatch, useAppSelector } from '@dental/auth';
import { AddButton, CrudOverlays, ErrorBanners, Modal, PageFrame, RowActions, Spinner, useCrudDialogs } from '@dental/ui';
import { paymentModes } from './payment-modes-slice';
import { PaymentModeForm } from './PaymentModeForm';

export function PaymentModesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { items, loading, loaded, error } = useAppSelector(paymentModes.select);
  const refetch = useCallback(() => void dispatch(paymentModes.fetch()), [dispatch]);
  const crud = useCrudDialogs<PaymentMode>({ remove: (mode) => paymentModesApi.remove(mode._id), onChanged: refetch });
  const { editing } = crud;

  useEffect(refetch, [refetch]);

  return (
    <PageFrame
      title={t('paymentModes.title')}
      actions={
        <AddButton onClick={crud.startAdd} />
      }
    >
      <ErrorBanners messages={error} onDismiss={() => dispatch(paymentModes.actions.clearErrors())} />
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
            onSubmit={(input) => (editing.kind === 'edit' ? paymentModesApi.update(editing.item._id, input) : paymentModesApi.create(input))}
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('paymentModes.remove')} question={(mode) => t('common:deleteQuestion', { name: mode.name })} />
    </PageFrame>
  );
}
