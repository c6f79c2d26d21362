import { useTranslation } from 'react-i18next';
import { balanceStanding } from '@dental/domain';
import { amountInWords } from '@dental/domain/amount-in-words';
import { paymentModeName, type Payment, type PaymentReceipt } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { formatDate, formatMoney, useLanguage } from '@dental/i18n';
import { Modal, PrintLayout, ReadErrors, Spinner } from '@dental/ui';
import { addScreenTexts } from '../../screen-texts';
import { PrintedFact } from '../quotes/PrintedParties';
import { paymentsApi } from './payments-api';
import { receiptTranslations } from './receipt-translations';
import './receipt.css';

addScreenTexts(receiptTranslations);

/** A payment's receipt (reçu) in a dialog, read from GET payment/{id}/receipt, ready to print on A5. */
export function ReceiptPrint({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t } = useTranslation();
  const receipt = paymentsApi.usePaymentReceiptQuery({ id: payment._id, patientId: payment.patient });
  const title = t('receipts.title', { number: receipt.data?.receiptNo ?? payment.receiptNo ?? '' });
  return (
    <Modal open title={title} onClose={onClose} maxWidth={720}>
      {receipt.error ? <ReadErrors messages={problemMessages(receipt.error)} /> : null}
      {receipt.data ? <ReceiptDocument receipt={receipt.data} /> : !receipt.error && <Spinner label={t('receipts.loading')} />}
    </Modal>
  );
}

/**
 * The printed receipt: the clinic (PrintLayout: name, address, phone), its number, the patient and
 * their file number, the date, the amount in figures and in words in the document's language, the
 * method, the doctor, who took it, and the patient's balance after it (computed by the server).
 */
export function ReceiptDocument({ receipt }: { receipt: PaymentReceipt }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { payment } = receipt;
  const money = (amount: number) => <bdi dir="ltr">{formatMoney(amount, language)}</bdi>;
  const standing = balanceStanding(receipt.balanceAfter);
  const balance =
    standing === 'settled' ? t('receipts.settled') : t(standing === 'debtor' ? 'receipts.owes' : 'receipts.credit', { amount: formatMoney(Math.abs(receipt.balanceAfter), language) });
  return (
    <div className="patients-receipt">
      <PrintLayout title={t('receipts.title', { number: receipt.receiptNo })}>
        <dl className="patients-receipt__facts">
          <PrintedFact label={t('receipts.patient')}>{receipt.patient.name}</PrintedFact>
          <PrintedFact label={t('receipts.regNo')}>{receipt.patient.RegNo ?? t('receipts.noRegNo')}</PrintedFact>
          <PrintedFact label={t('receipts.date')}>{formatDate(payment.paymentDate, language)}</PrintedFact>
          <PrintedFact label={t('receipts.amount')}>
            <strong>{money(payment.amount)}</strong>
          </PrintedFact>
          <PrintedFact label={t('receipts.method')}>{payment.method ? paymentModeName(payment.method.name, language) : payment.supported ? t('receipts.supported') : ''}</PrintedFact>
          {receipt.doctorName && <PrintedFact label={t('receipts.doctor')}>{receipt.doctorName}</PrintedFact>}
          <PrintedFact label={t('receipts.takenBy')}>{receipt.takenBy}</PrintedFact>
          <PrintedFact label={t('receipts.balanceAfter')}>{balance}</PrintedFact>
        </dl>
        <p className="patients-amount-words">{t('receipts.inWords', { words: amountInWords(payment.amount, language) })}</p>
      </PrintLayout>
    </div>
  );
}
