import { lazy, Suspense, useState } from 'react';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACTION, paymentModeName, type Patient, type Payment } from '@dental/contracts';
import { problemMessages, referenceApi } from '@dental/api-client';
import { useCan, useWriteRights } from '@dental/auth';
import { formatDate, formatDateTime, useLanguage } from '@dental/i18n';
import { AddButton, CrudOverlays, DataTable, ErrorBanners, Modal, RowActions, Spinner, useCrudDialogs, useMessages, type DataColumn } from '@dental/ui';
import { Balance } from '../../shared/PatientBits';
import { useFileList } from './file-list';
import './visit.css';
import { PaymentForm } from './PaymentForm';
import { paymentsApi } from './payments-api';
import { paymentsShown, paymentView, waitingByDoctor, type PaymentSection } from './payment-views';
import { addScreenTexts } from '../../screen-texts';
import { paymentsTranslations } from './translations';
import { receiptTranslations } from './receipt-translations';

addScreenTexts(paymentsTranslations);
addScreenTexts(receiptTranslations);

// The receipt writes its amount in words: that code loads when a receipt is opened.
const ReceiptPrint = lazy(() => import('./ReceiptPrint').then((module) => ({ default: module.ReceiptPrint })));

export interface PaymentsViewProps {
  patient: Patient;
  doctorId: string;
  section: PaymentSection;
}

/** One payments view of the file: its list, newest first, with add, edit, delete and approval. */
export function PaymentsView({ patient, doctorId, section }: PaymentsViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const view = paymentView(section);
  const patientId = patient._id;
  const list = useFileList(paymentsApi.usePatientPaymentsQuery({ patientId, type: view.type }));
  const modes = referenceApi.usePaymentModesQuery().data ?? [];
  const [createPayment] = paymentsApi.useCreatePaymentMutation();
  const [updatePayment] = paymentsApi.useUpdatePaymentMutation();
  const [removePayment] = paymentsApi.useRemovePaymentMutation();
  // The list and the header read again through their tags after a change.
  const crud = useCrudDialogs<Payment>({ remove: (payment) => removePayment({ patientId, id: payment._id }).unwrap(), onChanged: () => undefined });
  const payments = paymentsShown(list.items, view);
  const canApprove = useCan(ACTION.approve, 'PAIEMENTS_PATIENTS');
  // The server takes payments with the action on either collection.
  const rights = useWriteRights('PAIEMENTS_PATIENTS', 'PATIENTS');
  const [approvePayments] = paymentsApi.useApprovePaymentsMutation();
  const [approving, setApproving] = useState<string | null>(null);
  const approveErrors = useMessages();
  /** Approves one waiting payment (PUT payment/approve/{its doctor} with its id). */
  const approveOne = async (payment: Payment) => {
    setApproving(payment._id);
    approveErrors.clear();
    try {
      await approvePayments({ patientId, doctorId: payment.doctor, payments: [payment._id] }).unwrap();
      crud.success.show();
    } catch (error) {
      approveErrors.setMessages(problemMessages(error));
    } finally {
      setApproving(null);
    }
  };
  const label = (payment: Payment) => t('payments.paymentOf', { date: formatDate(payment.paymentDate, language) });
  const [receiptOf, setReceiptOf] = useState<Payment | null>(null);

  const columns: DataColumn<Payment>[] = [
    { id: 'date', header: t('payments.paymentDate'), cell: (payment) => formatDate(payment.paymentDate, language) },
    { id: 'amount', header: t('payments.amount'), numeric: true, cell: (payment) => <Balance amount={payment.amount} /> },
    { id: 'type', header: t('payments.type'), cell: (payment) => t(`payments.types.${payment.type}`) },
    { id: 'method', header: t('payments.method'), cell: (payment) => (payment.method ? paymentModeName(payment.method.name, language) : '') },
    { id: 'supported', header: t('payments.supported'), cell: (payment) => (payment.supported ? t('common:yes') : t('common:no')) },
    { id: 'user', header: t('payments.recordedBy'), cell: (payment) => payment.user },
    {
      id: 'status',
      header: t('payments.status'),
      cell: (payment) => (
        <span className="patients-payment__status">
          <span className={payment.approved ? 'dn-badge' : 'dn-badge patients-payment--waiting'}>{payment.approved ? t('payments.approved') : t('payments.waiting')}</span>
          {canApprove && !payment.approved && (
            <button
              type="button"
              className="dn-button dn-button--ghost"
              aria-label={t('payments.approveOne', { name: label(payment) })}
              disabled={approving !== null}
              onClick={() => void approveOne(payment)}
            >
              {t('payments.approveAction')}
            </button>
          )}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('common:actions'),
      // A payment held by a cash close can no longer change (the server refuses it too): the row says why.
      cell: (payment) => (
        <div className="dn-table__actions">
          <button type="button" className="dn-icon-button" aria-label={t('receipts.openOf', { name: label(payment) })} title={t('receipts.open')} onClick={() => setReceiptOf(payment)}>
            <Printer aria-hidden="true" size={18} />
          </button>
          {payment.cashClose ? (
            <span className="patients-payment__closed">{t('payments.closedNote', { at: formatDateTime(payment.cashClose.at, language) })}</span>
          ) : (
            <RowActions
              name={label(payment)}
              onEdit={rights.canEdit ? () => crud.startEdit(payment) : undefined}
              onDelete={rights.canDelete ? () => crud.startDelete(payment) : undefined}
            />
          )}
        </div>
      ),
    },
  ];

  const { editing } = crud;
  return (
    <div className="patients-visit">
      <div className="patients-visit__toolbar">
        {rights.canAdd && <AddButton onClick={crud.startAdd} />}
        <ApproveButton patientId={patientId} payments={payments} onApproved={crud.success.show} />
      </div>
      <ErrorBanners messages={list.banners.messages} onDismiss={list.banners.dismiss} />
      <ErrorBanners messages={approveErrors.messages} onDismiss={approveErrors.dismiss} />
      <DataTable columns={columns} rows={payments} rowKey={(payment) => payment._id} caption={t('payments.caption')} loading={list.loading && !list.loaded} empty={t('payments.empty')} />
      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('payments.edit') : t('payments.add')} onClose={crud.closeEditor}>
        {editing && (
          <PaymentForm
            key={editing.kind === 'edit' ? editing.item._id : 'new'}
            initial={editing.kind === 'edit' ? editing.item : undefined}
            modes={modes}
            newType={view.newType}
            insured={Boolean(patient.assurance?.society)}
            percentCovered={patient.assurance?.percentCovered ?? null}
            coveredByDefault={view.coveredOnly}
            doctorId={editing.kind === 'edit' ? editing.item.doctor : doctorId}
            patientId={patientId}
            onSubmit={(input) => (editing.kind === 'edit' ? updatePayment({ patientId, id: editing.item._id, input }) : createPayment({ patientId, input })).unwrap()}
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      {receiptOf && (
        <Suspense fallback={<Spinner />}>
          <ReceiptPrint payment={receiptOf} onClose={() => setReceiptOf(null)} />
        </Suspense>
      )}
      <CrudOverlays crud={crud} deleteTitle={t('payments.remove')} question={(payment) => t('common:deleteQuestionSpaced', { name: label(payment) })} />
    </div>
  );
}

/** For a user with APPROUVER on PAIEMENTS_PATIENTS: approves the waiting payments shown, doctor by doctor. */
function ApproveButton({ patientId, payments, onApproved }: { patientId: string; payments: readonly Payment[]; onApproved: () => void }) {
  const { t } = useTranslation();
  const canApprove = useCan(ACTION.approve, 'PAIEMENTS_PATIENTS');
  const [approvePayments] = paymentsApi.useApprovePaymentsMutation();
  const [busy, setBusy] = useState(false);
  const errors = useMessages();
  const waiting = waitingByDoctor(payments);
  const count = [...waiting.values()].reduce((sum, ids) => sum + ids.length, 0);
  if (!canApprove || (count === 0 && errors.messages.length === 0)) return null;

  const approve = async () => {
    setBusy(true);
    errors.clear();
    try {
      for (const [doctorId, ids] of waiting) await approvePayments({ patientId, doctorId, payments: ids }).unwrap();
      onApproved();
    } catch (error) {
      errors.setMessages(problemMessages(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {count > 0 && (
        <button type="button" className="dn-button" disabled={busy} onClick={() => void approve()}>
          {t('payments.approve', { count })}
        </button>
      )}
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
    </>
  );
}
