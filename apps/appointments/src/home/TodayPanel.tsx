import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CalendarPlus, MessageCircle } from 'lucide-react';
import { listView, sessionApi } from '@dental/api-client';
import { selectCabinetDoctors, selectUserData, useAppSelector, useCan } from '@dental/auth';
import { freesSlot, localDay } from '@dental/domain';
import { ErrorBanners, Spinner } from '@dental/ui';
import { ModuleWidget, PatientFileLink, useBasePath } from '@dental/module-kit';
import { useDismissable } from '../calendar/labels';
import { useMarkSent } from '../messages/use-mark-sent';
import { useSendReminder } from '../messages/use-send-reminder';
import { appointmentsApi } from '../data/appointments-api';
import { awaitingFirst, LIVE_ANSWERS } from '../data/live';
import { PatientAnswerNote } from '../desk/PatientAnswerNote';
import { StateActions } from '../desk/StateActions';
import { StateBadge } from '../desk/StateBadge';
import './today-panel.css';

/**
 * The home's "today" panel: a doctor's appointments of the day, or, for a user who is no doctor and
 * sees every doctor's agenda (the assistant), each cabinet doctor's. A line gives the time, the
 * patient (leading to their file), the phone and the reminder link; "Prendre un rendez-vous" mounts
 * the AppointmentModal widget the way other modules do (through module-kit). Each line shows the
 * appointment's state, the patient's answer to the reminder (as it comes: LIVE_ANSWERS) and the
 * desk's buttons ("Arrivé", "Au fauteuil", "Terminé", "Absent", "Annulé").
 */
export function TodayPanel() {
  const user = useAppSelector(selectUserData);
  const everyDoctor = useCan('AFFICHER_GLOBAL', 'RDV');
  const isDoctor = Boolean(user?.doctor);
  sessionApi.useUsersQuery(undefined, { skip: isDoctor || !everyDoctor });
  const cabinet = useAppSelector(selectCabinetDoctors);
  if (!user) return null;
  if (isDoctor) return <DoctorDay doctorId={user._id} />;
  if (!everyDoctor) return null;
  return (
    <>
      {cabinet.map((doctor) => (
        <DoctorDay key={doctor._id} doctorId={doctor._id} doctorName={doctor.username} />
      ))}
    </>
  );
}

/** One doctor's appointments of the day; titled with the doctor's name when the panel shows several. */
function DoctorDay({ doctorId, doctorName }: { doctorId: string; doctorName?: string }) {
  const { t } = useTranslation('appointments');
  const base = useBasePath('appointments');
  const today = localDay();
  const read = appointmentsApi.useAppointmentWeekQuery({ doctorId, startDate: today, endDate: today }, LIVE_ANSWERS);
  const list = listView(read);
  const errors = useDismissable(list.errors);
  const reminders = useMarkSent();
  const reminderOf = useSendReminder(doctorId, reminders.send);
  const canAdd = useCan('AJOUTER', 'RDV');
  const [booking, setBooking] = useState(false);
  const titleId = `appointments-today-title-${doctorId}`;
  return (
    <section className="appointments-today" aria-labelledby={titleId}>
      <header className="appointments-today__header">
        <h2 id={titleId}>{doctorName ? t('today.titleOf', { name: doctorName }) : t('today.title')}</h2>
        <div className="appointments-today__actions">
          {canAdd && (
            <button type="button" className="dn-button dn-button--ghost" onClick={() => setBooking(true)}>
              <CalendarPlus aria-hidden="true" size={18} />
              {t('booking.modalTitle')}
            </button>
          )}
          <Link to={`${base}/${encodeURIComponent(doctorId)}`}>{t('today.week')}</Link>
        </div>
      </header>
      {booking && <ModuleWidget module="appointments" widget="AppointmentModal" props={{ doctorId, onClose: () => setBooking(false) }} />}
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      <ErrorBanners messages={reminders.errors.messages} onDismiss={reminders.errors.dismiss} />
      {awaitingFirst(read) && <Spinner />}
      {list.loaded && list.items.length === 0 && <p>{t('today.none')}</p>}
      {list.items.length > 0 && (
        <ul className="appointments-today__list">
          {list.items.map((appointment) => {
            const freed = freesSlot(appointment.state);
            const reminder = freed ? null : reminderOf(appointment);
            return (
              <li key={appointment._id}>
                <span className="appointments-today__time" dir="ltr">
                  {appointment.time}
                </span>
                <PatientFileLink className={`appointments-today__name${freed ? ' appointments-cell__name--freed' : ''}`} doctorId={doctorId} patient={appointment.patient} />
                <span dir="ltr">{appointment.patient.contact.phone}</span>
                <StateBadge state={appointment.state} />
                <PatientAnswerNote answer={appointment.patientAnswer} />
                <StateActions appointment={appointment} compact />
                {reminder && (
                  <a className="dn-icon-button" href={reminder.href} target="_blank" rel="noopener noreferrer" onClick={reminder.send} aria-label={t('calendar.remind', { name: appointment.patient.name })}>
                    <MessageCircle aria-hidden="true" size={16} />
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
