import { useTranslation } from 'react-i18next';
import type { RecallItem } from '@dental/contracts';
import { formatDate, useLanguage } from '@dental/i18n';
import { PatientFileLink } from '@dental/module-kit';
import { DataTable, type DataColumn } from '@dental/ui';
import { useMessageLink } from '../messages/use-message-link';
import { RecallActions } from './RecallActions';
import '../desk/desk.css';

interface RecallTableProps {
  /** The doctor whose list it is; null for every doctor's (each row then names its doctors). */
  doctorId: string | null;
  items: readonly RecallItem[] | undefined;
  loading: boolean;
  onBook?: (item: RecallItem) => void;
  onError: (messages: string[]) => void;
}

/** The patients due for a check-up: name (to their file), phone, last visit (and "Absent le …" when they missed the appointment since), due date and actions. */
export function RecallTable({ doctorId, items, loading, onBook, onError }: RecallTableProps) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const linkOf = useMessageLink('recall', doctorId ?? '');
  const doctorOf = (item: RecallItem) => doctorId ?? item.doctors[0]?._id ?? '';
  const columns: DataColumn<RecallItem>[] = [
    { id: 'patient', header: t('recall.patient'), cell: (item) => <PatientFileLink doctorId={doctorOf(item)} patient={item.patient} /> },
    ...(doctorId === null ? [{ id: 'doctor', header: t('reminders.doctor'), cell: (item: RecallItem) => item.doctors.map((doctor) => doctor.username).join(', ') }] : []),
    { id: 'phone', header: t('recall.phone'), cell: (item) => <span dir="ltr">{item.patient.contact.phone}</span> },
    {
      id: 'lastVisit',
      header: t('recall.lastVisit'),
      cell: (item) => (
        <>
          {formatDate(item.lastVisit, language)}
          {item.missed && <span className="appointments-missed">{t('desk.missed', { date: formatDate(item.missed, language) })}</span>}
        </>
      ),
    },
    { id: 'dueDate', header: t('recall.dueDate'), cell: (item) => formatDate(item.dueDate, language) },
    {
      id: 'actions',
      header: t('recall.actions'),
      cell: (item) => <RecallActions item={item} link={linkOf(item.patient)} onBook={onBook && (() => onBook(item))} onError={onError} />,
    },
  ];
  return <DataTable caption={t('recall.caption')} columns={columns} rows={items} rowKey={(item) => item.patient._id} loading={loading} empty={t('recall.none')} />;
}
