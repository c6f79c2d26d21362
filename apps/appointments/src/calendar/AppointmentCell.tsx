import { useTranslation } from 'react-i18next';
import { MessageCircle, Trash2 } from 'lucide-react';
import type { Appointment } from '@dental/contracts';
import { cellName } from '@dental/domain';
import { PatientFileLink } from '@dental/module-kit';

/**
 * A booked slot: the patient's name (first 12 characters, "…" when cut) leading to their file,
 * phone and time, the reminder link (which also marks the reminder sent) and the delete icon.
 */
export function AppointmentCell({ appointment, reminder, onRemind, onDelete }: { appointment: Appointment; reminder: string | null; onRemind?: () => void; onDelete?: () => void }) {
  const { t } = useTranslation('appointments');
  const name = appointment.patient.name;
  return (
    <div className="appointments-cell">
      <PatientFileLink className="appointments-cell__name" doctorId={appointment.doctor} patient={appointment.patient}>
        {cellName(name)}
      </PatientFileLink>
      <span className="appointments-cell__phone" dir="ltr">
        {appointment.patient.contact.phone}
      </span>
      <span className="appointments-cell__time" dir="ltr">
        {appointment.time}
      </span>
      <span className="appointments-cell__actions">
        {reminder && (
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
