import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { dayOrderOf, reminderDay } from '@dental/domain';
import { ErrorBanners, useMessages } from '@dental/ui';
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
  const errors = useMessages();
  const { handleSubmit, setValue, control } = useForm<BookingValues>({
    defaultValues: { patientId: context.patient?._id ?? '', patientName: context.patient?.name ?? '' },
  });
  const patientName = useWatch({ control, name: 'patientName' });

  const submit = handleSubmit(async ({ patientId }) => {
    errors.clear();
    try {
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
    } catch (error) {
      errors.setMessages(problemMessages(error));
    }
  });

  return (
    <form className="appointments-booking" onSubmit={submit} noValidate>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
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
              setValue('patientId', patient._id);
              setValue('patientName', patient.name);
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
