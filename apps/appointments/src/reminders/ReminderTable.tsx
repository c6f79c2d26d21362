import { useTranslation } from 'react-i18next';
import type { ReminderItem } from '@dental/contracts';
import { freesSlot, reminderDay } from '@dental/domain';
import { PatientFileLink } from '@dental/module-kit';
import { DataTable, type DataColumn } from '@dental/ui';
import { PatientAnswerNote } from '../desk/PatientAnswerNote';
import { StateActions } from '../desk/StateActions';
import { StateBadge } from '../desk/StateBadge';
import type { MarkSent } from '../messages/use-mark-sent';
import { ReminderSend } from './ReminderSend';

/**
 * A day's appointments: time, patient (to their file), doctor, the state with the patient's answer
 * to the reminder and the desk's buttons, and the reminder (none for a cancelled or missed one).
 */
export function ReminderTable({ day, items, loading, onSend, nextId = null }: { day: string; items: readonly ReminderItem[] | undefined; loading: boolean; onSend: MarkSent; nextId?: string | null }) {
  const { t } = useTranslation('appointments');
  const columns: DataColumn<ReminderItem>[] = [
    { id: 'time', header: t('reminders.time'), cell: (item) => <span dir="ltr">{item.time}</span> },
    { id: 'patient', header: t('reminders.patient'), cell: (item) => <PatientFileLink doctorId={item.doctor} patient={item.patient} /> },
    { id: 'doctor', header: t('reminders.doctor'), cell: (item) => item.doctorName },
    {
      id: 'state',
      header: t('reminders.state'),
      cell: (item) => (
        <>
          <StateBadge state={item.state} />
          <PatientAnswerNote answer={item.patientAnswer} />
          <StateActions appointment={item} compact />
        </>
      ),
    },
    { id: 'reminder', header: t('reminders.reminder'), cell: (item) => (freesSlot(item.state) ? null : <ReminderSend item={item} onSend={onSend} next={item._id === nextId} />) },
  ];
  return (
    <DataTable caption={day ? t('reminders.caption', { date: reminderDay(day) }) : t('titles.reminders')} columns={columns} rows={items} rowKey={(item) => item._id} loading={loading} empty={t('reminders.none')} />
  );
}
