import { useTranslation } from 'react-i18next';
import { MessageCircle, Trash2 } from 'lucide-react';
import type { Appointment } from '@dental/contracts';
import { cellName, freesSlot } from '@dental/domain';
import { PatientFileLink } from '@dental/module-kit';
import { StateActions } from '../desk/StateActions';
import { StateBadge } from '../desk/StateBadge';

/**
 * A booked slot: the patient's name (first 12 characters, "…" when cut) leading to their file,
 * phone and time, the state (icon, text and colour) with the desk's buttons, the reminder link
 * (which also marks the reminder sent) and the delete icon. A cancelled or missed appointment is
 * struck through, without its reminder.
 */
export function AppointmentCell({ appointment, reminder, onRemind, onDelete }: { appointment: Appointment; reminder: string | null; onRemind?: () => void; onDelete?: () => void }) {
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
      <span className="appointments-cell__actions">
        <StateActions appointment={appointment} compact />
        {reminder && !freed && (
          <a className="dn-icon-button" href={reminder} target="_blank" rel="noopener noreferrer" onClick={onRemind} aria-label={t('calendar.remind', { name })} title={t('calendar.remind', { name })}>
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
