import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { PaymentMode } from '@dental/contracts';
import { paymentModesApi } from '@dental/api-client';
import { failureMessages, useAppDispatch, useAppSelector } from '@dental/auth';
import { ConfirmDialog, ErrorBanners, Modal, PageFrame, Spinner, SuccessOverlay, useMessages, useSuccessOverlay } from '@dental/ui';
import { paymentModes } from './payment-modes-slice';
import { PaymentModeForm } from './PaymentModeForm';

type Editing = { kind: 'add' } | { kind: 'edit'; mode: PaymentMode } | null;

export function PaymentModesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { items, loading, error } = useAppSelector(paymentModes.select);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PaymentMode | null>(null);
  const [deletingBusy, setDeletingBusy] = useState(false);
  const deleteErrors = useMessages();
  const success = useSuccessOverlay();

  useEffect(() => {
    void dispatch(paymentModes.fetch());
  }, [dispatch]);

  function saved() {
    setEditing(null);
    success.show();
    void dispatch(paymentModes.fetch());
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeletingBusy(true);
    try {
      await paymentModesApi.remove(deleting._id);
      setDeleting(null);
      saved();
    } catch (failure) {
      deleteErrors.setMessages(failureMessages(failure));
    } finally {
      setDeletingBusy(false);
    }
  }

  return (
    <PageFrame
      title={t('paymentModes.title')}
      actions={
        <button type="button" className="dn-button" onClick={() => setEditing({ kind: 'add' })}>
          <Plus aria-hidden="true" size={18} />
          {t('common:add')}
        </button>
      }
    >
      <ErrorBanners
        messages={error}
        onDismiss={() => dispatch(paymentModes.actions.clearErrors())}
      />
      {loading && items.length === 0 ? (
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
                  <div className="dn-table__actions">
                    <button
                      type="button"
                      className="dn-icon-button"
                      aria-label={`${t('common:edit')} ${mode.name}`}
                      title={t('common:edit')}
                      onClick={() => setEditing({ kind: 'edit', mode })}
                    >
                      <Pencil aria-hidden="true" size={18} />
                    </button>
                    <button
                      type="button"
                      className="dn-icon-button"
                      aria-label={`${t('common:delete')} ${mode.name}`}
                      title={t('common:delete')}
                      onClick={() => {
                        deleteErrors.clear();
                        setDeleting(mode);
                      }}
                    >
                      <Trash2 aria-hidden="true" size={18} />
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <Modal
        open={editing !== null}
        title={editing?.kind === 'edit' ? t('paymentModes.edit') : t('paymentModes.add')}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <PaymentModeForm
            key={editing.kind === 'edit' ? editing.mode._id : 'new'}
            initial={editing.kind === 'edit' ? editing.mode : undefined}
            onSubmit={(input) =>
              editing.kind === 'edit' ? paymentModesApi.update(editing.mode._id, input) : paymentModesApi.create(input)
            }
            onDone={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title={t('paymentModes.remove')}
        question={t('common:deleteQuestion', { name: deleting?.name ?? '' })}
        busy={deletingBusy}
        errors={deleteErrors.messages}
        onDismissError={deleteErrors.dismiss}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <SuccessOverlay visible={success.visible} label={t('common:updatedSuccess')} />
    </PageFrame>
  );
}
