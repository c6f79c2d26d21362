import { useTranslation } from 'react-i18next';
import type { LabPayment } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { labPaymentsTotal } from '@dental/domain';
import { formatMoney, useLanguage } from '@dental/i18n';
import { AddButton, CrudOverlays, type DataColumn, DataTable, Modal, Money, RowActions, useCrudDialogs } from '@dental/ui';
import { useDoctorName, useDoctorScope } from '../common/doctors';
import { dayText } from '../common/FollowUpList';
import { ReadErrors } from '../common/ReadErrors';
import { PaymentForm } from './PaymentForm';
import { paymentsApi } from './payments-api';

/**
 * /laboratory/{labId}/payments/{doctorId}: titled with the doctor's username; Montant, Comment, Date,
 * Actions; a total row; add, edit and delete modals under the PAIEMENTS_LABORATOIRES rights.
 */
export function PaymentsPanel({ labId, doctorId }: { labId: string; doctorId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = paymentsApi.useLabPaymentsQuery({ labId, doctor: doctorId });
  const { items, loading, errors } = listView({ ...query, data: query.currentData });
  const [createPayment] = paymentsApi.useCreateLabPaymentMutation();
  const [updatePayment] = paymentsApi.useUpdateLabPaymentMutation();
  const [removePayment] = paymentsApi.useRemoveLabPaymentMutation();
  const crud = useCrudDialogs<LabPayment>({ remove: (payment) => removePayment({ labId, paymentId: payment._id }).unwrap(), onChanged: () => undefined });
  const { canAdd, canEdit, canDelete } = useWriteRights('PAIEMENTS_LABORATOIRES');
  const scope = useDoctorScope('PAIEMENTS_LABORATOIRES');
  const username = useDoctorName(doctorId) ?? items[0]?.doctor.username ?? '';
  const { editing } = crud;
  const edited = editing?.kind === 'edit' ? editing.item : undefined;
  const money = (amount: number) => <Money amount={amount} />;
  const rowName = (payment: LabPayment) => t('payments.rowName', { amount: formatMoney(payment.amount, language), date: dayText(payment.createdAt, language) });

  const columns: DataColumn<LabPayment>[] = [
    { id: 'amount', header: t('payments.amount'), numeric: true, cell: (payment) => money(payment.amount), footer: money(labPaymentsTotal(items.map((payment) => payment.amount))) },
    { id: 'comment', header: t('payments.comment'), cell: (payment) => payment.comment, footer: t('payments.total') },
    { id: 'date', header: t('payments.date'), cell: (payment) => dayText(payment.createdAt, language) },
  ];
  if (canEdit || canDelete) {
    columns.push({
      id: 'actions',
      header: t('common:actions'),
      cell: (payment) => (
        <RowActions name={rowName(payment)} onEdit={canEdit ? () => crud.startEdit(payment) : undefined} onDelete={canDelete ? () => crud.startDelete(payment) : undefined} />
      ),
    });
  }

  return (
    <div className="labs-payments">
      <div className="labs-toolbar">
        <h2>{username}</h2>
        {canAdd && <AddButton onClick={crud.startAdd} />}
      </div>
      <ReadErrors messages={errors} />
      <DataTable
        columns={columns}
        rows={items}
        rowKey={(payment) => payment._id}
        caption={username ? `${t('payments.caption')} — ${username}` : t('payments.caption')}
        loading={loading || query.isUninitialized}
        empty={t('payments.empty')}
      />
      <Modal open={editing !== null} title={edited ? t('payments.edit') : t('payments.add')} onClose={crud.closeEditor}>
        {editing && (
          <PaymentForm
            key={edited?._id ?? 'new'}
            initial={edited}
            doctorChoice={scope.global ? { doctors: scope.doctors, initial: doctorId } : undefined}
            onSubmit={(input) => {
              const body = { amount: input.amount, comment: input.comment, createdAt: input.createdAt, doctor: scope.global ? input.doctor : doctorId };
              return (edited ? updatePayment({ labId, paymentId: edited._id, body }) : createPayment({ labId, body })).unwrap();
            }}
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('payments.remove')} question={(payment) => t('common:deleteQuestionSpaced', { name: rowName(payment) })} />
    </div>
  );
}
