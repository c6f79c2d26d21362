import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { dayOrderOf, reminderDay } from '@dental/domain';
import { ErrorBanners } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import type { SlotCell } from '../calendar/week-model';
import { appointmentsApi, type WeekArg } from '../data/appointments-api';
import { PatientPicker } from './PatientPicker';

/** What a booking is for: the patient when already known (file, case, implant), and what it is booked for. */
export interface BookingContext {
  patient?: { _id: string; name: string };
  patientLab?: string;
  implantId?: string;
}

interface BookingValues {
  patientId: string;
  patientName: string;
}

/** Books `slot`: the patient picker unless the patient is known, then the server's answer (the week) or its messages. */
export function BookingForm({ week, slot, context, onSaved }: { week: WeekArg; slot: SlotCell; context: BookingContext; onSaved: (weekAppointments: Appointment[]) => void }) {
  const { t } = useTranslation('appointments');
  const [book, { isLoading }] = appointmentsApi.useBookAppointmentMutation();
  const { form, banners, submitWith } = useServerForm<BookingValues>({
    defaultValues: { patientId: context.patient?._id ?? '', patientName: context.patient?.name ?? '' },
    serverFields: { patientName: ['appointment.patientRequired', 'appointment.patientUnknown'] },
  });
  const patientName = useWatch({ control: form.control, name: 'patientName' });
  const ref = useRef<HTMLFormElement>(null);

  // A slot chosen in a week grid opens the booking below it: bring it into view with the focus in
  // its first field, so neither a mouse nor a keyboard user is left looking at the grid.
  useEffect(() => {
    const booking = ref.current;
    booking?.scrollIntoView?.({ block: 'nearest' });
    booking?.querySelector<HTMLElement>('input, button[type="submit"]')?.focus();
  }, [slot]);

  const submit = submitWith(async ({ patientId }) => {
    const answer = await book({
      week,
      body: {
        patient: patientId,
        date: slot.date,
        time: slot.time,
        numSeance: slot.numSeance,
        partOfTime: slot.partOfTime,
        ...(context.patientLab && { patientLab: context.patientLab }),
        ...(context.implantId && { implantId: context.implantId }),
      },
    }).unwrap();
    onSaved(answer);
  });

  return (
    <form ref={ref} className="appointments-booking" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <p className="appointments-booking__slot">
        {t('booking.slot', { day: t(`days.${dayOrderOf(slot.date)}`), date: reminderDay(slot.date), time: slot.time, session: t(`sessions.${slot.partOfTime}`) })}
      </p>
      {context.patient ? (
        <p className="appointments-booking__patient">
          {t('booking.patient')} : <strong>{context.patient.name}</strong>
        </p>
      ) : (
        <>
          <PatientPicker
            onSelect={(patient) => {
              form.setValue('patientId', patient._id);
              form.setValue('patientName', patient.name);
            }}
          />
          {patientName && (
            <p className="appointments-booking__patient" aria-live="polite">
              {t('booking.patient')} : <strong>{patientName}</strong>
            </p>
          )}
        </>
      )}
      <div className="dn-form__actions">
        <button type="submit" className="dn-button" disabled={isLoading}>
          {isLoading ? t('common:saving') : t('booking.save')}
        </button>
      </div>
    </form>
  );
}
