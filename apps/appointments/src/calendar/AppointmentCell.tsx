import { useTranslation } from 'react-i18next';
import { MessageCircle, Trash2 } from 'lucide-react';
import type { Appointment } from '@dental/contracts';
import { cellName, freesSlot } from '@dental/domain';
import { PatientFileLink } from '@dental/module-kit';
import { PatientAnswerNote } from '../desk/PatientAnswerNote';
import { StateActions } from '../desk/StateActions';
import { StateBadge } from '../desk/StateBadge';
import type { ReminderAction } from '../messages/use-send-reminder';

/**
 * A booked slot: the patient's name (first 12 characters, "…" when cut) leading to their file,
 * phone and time, the state (icon, text and colour) and the patient's answer to the reminder (an
 * icon, its words on hover) with the desk's buttons, the reminder link (which marks the reminder
 * sent and opens it with its personal link) and the delete icon. A cancelled or missed appointment
 * is struck through, without its reminder.
 */
export function AppointmentCell({ appointment, reminder, onDelete }: { appointment: Appointment; reminder: ReminderAction | null | undefined; onDelete?: () => void }) {
  const { t } = useTranslation('appointments');
  const name = appointment.patient.name;
  const freed = freesSlot(appointment.state);
  return (
    <div className={`appointments-cell appointments-cell--${appointment.state}`}>
      <PatientFileLink className={`appointments-cell__name${freed ? ' appointments-cell__name--freed' : ''}`} doctorId={appointment.doctor} patient={appointment.patient}>
        {/* Isolated: a cut Latin name keeps its "…" at its own end inside an Arabic page. */}
        <bdi>{cellName(name)}</bdi>
      </PatientFileLink>
      <span className="appointments-cell__phone" dir="ltr">
        {appointment.patient.contact.phone}
      </span>
      <span className="appointments-cell__time" dir="ltr">
        {appointment.time}
      </span>
      <StateBadge state={appointment.state} />
      <PatientAnswerNote answer={appointment.patientAnswer} compact />
      <span className="appointments-cell__actions">
        <StateActions appointment={appointment} compact />
        {reminder && !freed && (
          <a className="dn-icon-button" href={reminder.href} target="_blank" rel="noopener noreferrer" onClick={reminder.send} aria-label={t('calendar.remind', { name })} title={t('calendar.remind', { name })}>
            <MessageCircle aria-hidden="true" size={16} />
          </a>
        )}
        {onDelete && (
          <button type="button" className="dn-icon-button" aria-label={t('calendar.remove', { name })} title={t('calendar.remove', { name })} onClick={onDelete}>
            <Trash2 aria-hidden="true" size={16} />
          </button>
        )}
      </span>
    </div>
  );
}
