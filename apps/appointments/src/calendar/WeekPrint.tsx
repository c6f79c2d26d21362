import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { dayOrderOf, reminderDay, type WeekRange } from '@dental/domain';
import { PrintLayout } from '@dental/ui';

/**
 * The printable list of the week's appointments, by day and time, under the doctor's name (the
 * full name when known: `usePersonName`), when the week is a doctor's, with each appointment's
 * state; printed on A4 landscape pages (the `appointments-week` named page).
 */
export function WeekPrint({ range, appointments, doctor = '' }: { range: WeekRange; appointments: readonly Appointment[]; doctor?: string }) {
  const { t } = useTranslation('appointments');
  return (
    <PrintLayout title={t('calendar.printTitle', { start: reminderDay(range.startDate), end: reminderDay(range.endDate) })}>
      {/* Marks the week's print: it goes on A4 landscape (appointments.css). */}
      <div className="appointments-print__week">
        {doctor && (
          <p className="appointments-print__doctor">
            {t('calendar.printDoctor')} : <bdi>{doctor}</bdi>
          </p>
        )}
        {appointments.length === 0 ? (
          <p>{t('calendar.none')}</p>
        ) : (
          <table className="dn-table appointments-print appointments-print--week">
            <thead>
              <tr>
                <th scope="col">{t('calendar.date')}</th>
                <th scope="col">{t('calendar.time')}</th>
                <th scope="col">{t('calendar.patient')}</th>
                <th scope="col">{t('calendar.phone')}</th>
                <th scope="col">{t('reminders.state')}</th>
              </tr>
            </thead>
            <tbody>
              {appointments.map((appointment) => (
                <tr key={appointment._id}>
                  <td>
                    {t(`days.${dayOrderOf(appointment.date)}`)} {reminderDay(appointment.date)}
                  </td>
                  <td dir="ltr">{appointment.time}</td>
                  <td>{appointment.patient.name}</td>
                  <td dir="ltr">{appointment.patient.contact.phone}</td>
                  <td>{t(`states.${appointment.state}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </PrintLayout>
  );
}
