import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { cellName } from '@dental/domain';
import { ErrorBanners, Modal, Spinner } from '@dental/ui';
import { useDismissable, useFreeSlotLabel } from '../calendar/labels';
import { useWeek } from '../calendar/use-week';
import { useWeekData } from '../calendar/use-week-data';
import { WeekGrid } from '../calendar/WeekGrid';
import { WeekNav } from '../calendar/WeekNav';
import { freeCell, hasBegun, type SlotCell } from '../calendar/week-model';
import { FREE_SLOTS_SHOWN, FreeSlots } from '../desk/FreeSlots';
import { appointmentsApi } from '../data/appointments-api';
import { BookingForm, type BookingContext } from './BookingForm';
import '../calendar/appointments.css';
import { addScreenTexts } from '../texts';
import { bookingTranslations } from './translations';

addScreenTexts(bookingTranslations);

/** The fiche's appointment modal is 1000 px wide (spec part 2 §9). */
export const APPOINTMENT_MODAL_WIDTH = 1000;

export interface AppointmentModalProps extends BookingContext {
  doctorId: string;
  /** Told once the appointment is saved, with the week's appointments the server answered. */
  onSaved?: (weekAppointments: Appointment[]) => void;
  /** The modal was closed (after a save too): the caller unmounts it. */
  onClose?: () => void;
}

/**
 * The appointment modal other modules mount (patient file, laboratory cases, implants): the doctor's
 * week with matin and soir separated by a Pause row, week navigation, the next free slots, and on a
 * free slot (never one that has begun) the booking, with the patient picker hidden when the patient
 * is known.
 */
export function AppointmentModal({ doctorId, patient, patientLab, implantId, onSaved, onClose }: AppointmentModalProps) {
  const { t } = useTranslation('appointments');
  const [open, setOpen] = useState(true);
  const week = useWeek();
  const data = useWeekData(doctorId, week.range);
  const [slot, setSlot] = useState<SlotCell | null>(null);
  const freeSlotLabel = useFreeSlotLabel();
  const readErrors = useDismissable(data.errors);
  useOpenOnFirstFreeWeek(doctorId, week);
  const close = () => {
    setOpen(false);
    onClose?.();
  };

  const renderCell = (cell: SlotCell) => {
    if (cell.appointment)
      return (
        <span className="appointments-cell__taken" title={t('calendar.taken')}>
          <bdi>{cellName(cell.appointment.patient.name)}</bdi>
        </span>
      );
    if (cell.closed) return <span className="appointments-cell__closed">{t('calendar.closed')}</span>;
    if (hasBegun(cell)) return <span className="appointments-cell__past" aria-hidden="true" />;
    const chosen = slot?.date === cell.date && slot.time === cell.time;
    return (
      <button
        type="button"
        className={`appointments-cell__free${chosen ? ' appointments-cell__free--chosen' : ''}`}
        aria-pressed={chosen}
        aria-label={freeSlotLabel(cell)}
        onClick={() => setSlot(cell)}
      >
        {chosen ? cell.time : ''}
      </button>
    );
  };

  return (
    <Modal open={open} title={t('booking.modalTitle')} onClose={close} maxWidth={APPOINTMENT_MODAL_WIDTH}>
      <div className="appointments-modal">
        <WeekNav week={week} />
        <ErrorBanners messages={readErrors.messages} onDismiss={readErrors.dismiss} />
        {data.loading && <Spinner />}
        {data.model && <WeekGrid model={data.model} renderCell={renderCell} />}
        <FreeSlots
          doctorId={doctorId}
          chosen={slot && { doctor: doctorId, date: slot.date, time: slot.time }}
          onChoose={(free) => {
            week.jumpTo(free.date);
            setSlot(freeCell(free));
          }}
        />
        {slot ? (
          <BookingForm
            week={{ doctorId, ...week.range }}
            slot={slot}
            context={{ patient, patientLab, implantId }}
            onSaved={(appointments) => {
              onSaved?.(appointments);
              close();
            }}
          />
        ) : (
          <p className="appointments-modal__hint">{t('booking.choose')}</p>
        )}
      </div>
    </Modal>
  );
}

/** Opens on the first week with a free slot (this week's may all have passed or be taken), once. */
function useOpenOnFirstFreeWeek(doctorId: string, week: ReturnType<typeof useWeek>) {
  const first = appointmentsApi.useFreeSlotsQuery({ doctor: doctorId, limit: FREE_SLOTS_SHOWN }).data?.[0];
  const opened = useRef(false);
  const { range, jumpTo } = week;
  useEffect(() => {
    if (!first || opened.current) return;
    opened.current = true;
    if (first.date > range.endDate) jumpTo(first.date);
  }, [first, range.endDate, jumpTo]);
}
