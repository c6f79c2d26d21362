import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CalendarPlus, MessageCircle } from 'lucide-react';
import { listView } from '@dental/api-client';
import { selectUserData, useAppSelector, useCan } from '@dental/auth';
import { localDay } from '@dental/domain';
import { ErrorBanners, Spinner } from '@dental/ui';
import { ModuleWidget, useBasePath } from '@dental/module-kit';
import { useDismissable } from '../calendar/labels';
import { useReminderLink } from '../calendar/reminder';
import { appointmentsApi } from '../data/appointments-api';
import '../calendar/appointments.css';

/**
 * The home's "today" panel of a doctor: today's appointments with time, patient, phone and reminder
 * link, and "Prendre un rendez-vous", which mounts the AppointmentModal widget the way other modules
 * do (through module-kit, not as a component of this bundle).
 */
export function TodayPanel() {
  const { t } = useTranslation('appointments');
  const user = useAppSelector(selectUserData);
  const base = useBasePath('appointments');
  const today = localDay();
  const doctorId = user?.doctor ? user._id : '';
  const list = listView(appointmentsApi.useAppointmentWeekQuery({ doctorId, startDate: today, endDate: today }, { skip: !doctorId }));
  const errors = useDismissable(list.errors);
  const reminderOf = useReminderLink();
  const canAdd = useCan('AJOUTER', 'RDV');
  const [booking, setBooking] = useState(false);
  if (!doctorId) return null;
  return (
    <section className="appointments-today" aria-labelledby="appointments-today-title">
      <header className="appointments-today__header">
        <h2 id="appointments-today-title">{t('today.title')}</h2>
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
      {list.loading && <Spinner />}
      {list.loaded && list.items.length === 0 && <p>{t('today.none')}</p>}
      {list.items.length > 0 && (
        <ul className="appointments-today__list">
          {list.items.map((appointment) => {
            const reminder = reminderOf(appointment);
            return (
              <li key={appointment._id}>
                <span className="appointments-today__time" dir="ltr">
                  {appointment.time}
                </span>
                <span className="appointments-today__name">{appointment.patient.name}</span>
                <span dir="ltr">{appointment.patient.contact.phone}</span>
                {reminder && (
                  <a className="dn-icon-button" href={reminder} target="_blank" rel="noreferrer" aria-label={t('calendar.remind', { name: appointment.patient.name })}>
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
