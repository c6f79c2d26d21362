import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Appointment, PatientDayAppointment } from '@dental/contracts';
import { dayOrderOf, reminderDay } from '@dental/domain';
import { ErrorBanners } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import type { SlotCell } from '../calendar/week-model';
import { appointmentsApi, type WeekArg } from '../data/appointments-api';
import { PatientPicker } from './PatientPicker';
import { SameDayConfirm } from './SameDayConfirm';
import { addScreenTexts } from '../texts';
import { bookingTranslations } from './translations';

addScreenTexts(bookingTranslations);

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

/**
 * Books `slot`: the patient picker unless the patient is known, then the server's answer (the week)
 * or its messages. A patient who already has an appointment that day, with any doctor, is asked about first.
 */
export function BookingForm({ week, slot, context, onSaved }: { week: WeekArg; slot: SlotCell; context: BookingContext; onSaved: (weekAppointments: Appointment[]) => void }) {
  const { t } = useTranslation('appointments');
  const [book, { isLoading }] = appointmentsApi.useBookAppointmentMutation();
  const [checkDay, dayCheck] = appointmentsApi.useLazyPatientDayQuery();
  /** The patient's appointments that day while the booking asks whether to go on. */
  const [sameDay, setSameDay] = useState<PatientDayAppointment[] | null>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
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

  /** The patient's appointments that day; the look is advisory: if it fails, the booking's own answer speaks. */
  const alreadyBooked = async (patientId: string): Promise<PatientDayAppointment[]> => {
    if (!patientId) return [];
    try {
      return await checkDay({ doctor: week.doctorId, patient: patientId, date: slot.date }).unwrap();
    } catch {
      return [];
    }
  };

  const bookSlot = async (patientId: string) => {
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
  };

  const submit = submitWith(async ({ patientId }) => {
    const existing = await alreadyBooked(patientId);
    if (existing.length > 0) setSameDay(existing);
    else await bookSlot(patientId);
  });
  /** "Réserver quand même": the same form, booked without asking again. */
  const submitAnyway = submitWith(({ patientId }) => bookSlot(patientId));

  const closeSameDay = (confirm: boolean) => {
    setSameDay(null);
    // Back on the save button once the question has closed (its dialog is gone after this render).
    setTimeout(() => saveRef.current?.focus());
    if (confirm) void submitAnyway();
  };

  const busy = isLoading || dayCheck.isFetching;

  return (
    <>
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
          <button ref={saveRef} type="submit" className="dn-button" disabled={busy}>
            {busy ? t('common:saving') : t('booking.save')}
          </button>
        </div>
      </form>
      <SameDayConfirm appointments={sameDay} time={slot.time} onConfirm={() => closeSameDay(true)} onCancel={() => closeSameDay(false)} />
    </>
  );
}
