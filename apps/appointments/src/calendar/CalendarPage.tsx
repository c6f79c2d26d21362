import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BellRing, CalendarSearch, Plus, Printer, Settings, UserRoundCheck } from 'lucide-react';
import type { Appointment } from '@dental/contracts';
import { weekOf } from '@dental/domain';
import { problemMessages } from '@dental/api-client';
import { selectCabinetDoctors, selectUserData, useAppSelector, useCan, useUsername, useWriteRights } from '@dental/auth';
import { sessionApi } from '@dental/api-client';
import { ConfirmDialog, DoctorSelect, ErrorBanners, PageFrame, Spinner, SuccessOverlay, useKeptOnceShown, useMessages, usePersonName, useSuccessOverlay } from '@dental/ui';
import { useBasePath } from '@dental/module-kit';
import { appointmentsApi } from '../data/appointments-api';
import { useMarkSent } from '../messages/use-mark-sent';
import { useSendReminder } from '../messages/use-send-reminder';
import { AppointmentCell } from './AppointmentCell';
import { bookingContextOf } from './booking-context';
import { useDismissable, useFreeSlotLabel } from './labels';
import { useWeek } from './use-week';
import { useWeekData } from './use-week-data';
import { WeekGrid } from './WeekGrid';
import { WeekNav } from './WeekNav';
import { freeCell, hasBegun, type SlotCell } from './week-model';
import './appointments.css';

// The booking form (with its libraries) and the print layout load when first needed.
const BookingDialog = lazy(() => import('../booking/BookingDialog').then((dialog) => ({ default: dialog.BookingDialog })));
const WeekPrintDialog = lazy(() => import('./WeekPrintDialog').then((dialog) => ({ default: dialog.WeekPrintDialog })));
const FreeSlotsDialog = lazy(() => import('../desk/FreeSlotsDialog').then((dialog) => ({ default: dialog.FreeSlotsDialog })));

/**
 * /appointments/{doctorId}: the doctor's week, titled with the doctor's name; with the view of every
 * doctor's agenda a drop-down switches doctor; `?date=YYYY-MM-DD` opens that day's week. An empty
 * cell to come books (a cancelled or missed appointment shows struck through in it), a filled one
 * opens the patient's file, moves the appointment along its states, reminds or deletes. "Prochains
 * créneaux libres" books the next free slots of this doctor or of every doctor.
 */
export function CalendarPage() {
  const { t } = useTranslation('appointments');
  const { doctorId = '' } = useParams();
  const [params] = useSearchParams();
  const context = bookingContextOf(params);
  const base = useBasePath('appointments');
  const week = useWeek(params.get('date') ?? undefined);
  const data = useWeekData(doctorId, week.range);
  const rights = useWriteRights('RDV');
  const reminders = useMarkSent();
  const reminderOf = useSendReminder(doctorId, reminders.send);
  const [booking, setBooking] = useState<{ cell: SlotCell; doctorId: string } | null>(null);
  const [findingSlots, setFindingSlots] = useState(false);
  const freeSlotsMounted = useKeptOnceShown(findingSlots);
  const [removing, setRemoving] = useState<Appointment | null>(null);
  const [printing, setPrinting] = useState(false);
  const bookingMounted = useKeptOnceShown(booking !== null);
  const printMounted = useKeptOnceShown(printing);
  const [remove, removal] = appointmentsApi.useRemoveAppointmentMutation();
  const removeErrors = useMessages();
  const success = useSuccessOverlay();
  const weekArg = { doctorId, ...week.range };
  const readErrors = useDismissable(data.errors);
  const freeSlotLabel = useFreeSlotLabel();
  const navigate = useNavigate();
  const everyDoctor = useCan('AFFICHER_GLOBAL', 'RDV');
  sessionApi.useUsersQuery(undefined, { skip: !everyDoctor });
  const doctors = useAppSelector(selectCabinetDoctors);
  const me = useAppSelector(selectUserData);
  const selfIsDoctor = (id: string) => me?._id === id && Boolean(me.doctor);
  const username = useUsername(doctorId);
  // Named only when the address is a doctor's (the spec's plain title otherwise).
  const isDoctorsWeek = doctors.some((doctor) => doctor._id === doctorId) || selfIsDoctor(doctorId);
  const doctorName = isDoctorsWeek ? username : '';
  // Documents name the doctor by full name when one is known.
  const printedName = usePersonName(doctorId);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ week: weekArg, appointmentId: removing._id }).unwrap();
      setRemoving(null);
      success.show();
    } catch (error) {
      removeErrors.setMessages(problemMessages(error));
    }
  };

  const renderCell = (cell: SlotCell) => {
    const shown = cell.appointment ?? cell.freed;
    if (shown) {
      const appointment = shown;
      return (
        <AppointmentCell
          appointment={appointment}
          reminder={reminderOf(appointment)}
          onDelete={
            rights.canDelete
              ? () => {
                  removeErrors.clear();
                  setRemoving(appointment);
                }
              : undefined
          }
        />
      );
    }
    if (cell.closed) return <span className="appointments-cell__closed">{t('calendar.closed')}</span>;
    if (!rights.canAdd || hasBegun(cell)) return null;
    return freeButton(cell);
  };

  const freeButton = (cell: SlotCell) => {
    const label = freeSlotLabel(cell);
    return (
      <button type="button" className="appointments-cell__free" aria-label={label} title={label} onClick={() => setBooking({ cell, doctorId })}>
        <Plus aria-hidden="true" size={16} />
      </button>
    );
  };

  // A freed slot still to come can be booked again, under the struck-through appointment.
  const renderGridCell = (cell: SlotCell) =>
    cell.freed && !cell.appointment && rights.canAdd && !hasBegun(cell) ? (
      <>
        {renderCell(cell)}
        {freeButton(cell)}
      </>
    ) : (
      renderCell(cell)
    );

  return (
    <PageFrame
      title={doctorName ? t('titles.calendarOf', { name: doctorName }) : t('titles.calendar')}
      actions={
        !context && (
          <>
            {everyDoctor && <DoctorSelect doctors={doctors} value={doctorId} onChange={(id) => id && navigate(`${base}/${encodeURIComponent(id)}`)} />}
            {rights.canAdd && (
              <button type="button" className="dn-button dn-button--ghost" onClick={() => setFindingSlots(true)}>
                <CalendarSearch aria-hidden="true" size={18} />
                {t('desk.freeSlots.title')}
              </button>
            )}
            <button type="button" className="dn-button dn-button--ghost" onClick={() => setPrinting(true)}>
              <Printer aria-hidden="true" size={18} />
              {t('calendar.print')}
            </button>
            <Link className="dn-button dn-button--ghost" to={`${base}/${encodeURIComponent(doctorId)}/reminders`}>
              <BellRing aria-hidden="true" size={18} />
              {t('titles.reminders')}
            </Link>
            <Link className="dn-button dn-button--ghost" to={`${base}/${encodeURIComponent(doctorId)}/recall`}>
              <UserRoundCheck aria-hidden="true" size={18} />
              {t('titles.recall')}
            </Link>
            <Link className="dn-button dn-button--ghost" to={`${base}/${encodeURIComponent(doctorId)}/config`}>
              <Settings aria-hidden="true" size={18} />
              {t('calendar.config')}
            </Link>
          </>
        )
      }
    >
      <WeekNav week={week} />
      <ErrorBanners messages={readErrors.messages} onDismiss={readErrors.dismiss} />
      <ErrorBanners messages={reminders.errors.messages} onDismiss={reminders.errors.dismiss} />
      {data.loading && <Spinner />}
      {data.model && data.model.columns.length === 0 && <p className="appointments-empty">{t('calendar.noDays')}</p>}
      {data.model && data.model.columns.length > 0 && <WeekGrid model={data.model} renderCell={renderGridCell} />}
      {bookingMounted && (
        <Suspense fallback={null}>
          <BookingDialog
            week={booking && booking.doctorId !== doctorId ? { doctorId: booking.doctorId, ...weekOf(booking.cell.date) } : weekArg}
            slot={booking?.cell ?? null}
            context={context ?? {}}
            onSaved={() => {
              setBooking(null);
              success.show();
            }}
            onClose={() => setBooking(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('calendar.removeTitle')}
        question={t('calendar.removeQuestion', { name: removing?.patient.name ?? '' })}
        busy={removal.isLoading}
        errors={removeErrors.messages}
        onDismissError={removeErrors.dismiss}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
      <SuccessOverlay visible={success.visible} label={t('common:updatedSuccess')} />
      {freeSlotsMounted && (
        <Suspense fallback={null}>
          <FreeSlotsDialog
            open={findingSlots}
            doctorId={doctorId}
            everyDoctor={everyDoctor}
            onClose={() => setFindingSlots(false)}
            onChoose={(slot) => {
              setFindingSlots(false);
              setBooking({ cell: freeCell(slot), doctorId: slot.doctor });
            }}
          />
        </Suspense>
      )}
      {printMounted && (
        <Suspense fallback={null}>
          <WeekPrintDialog open={printing} onClose={() => setPrinting(false)} range={week.range} appointments={data.appointments} doctor={isDoctorsWeek ? printedName : ''} />
        </Suspense>
      )}
    </PageFrame>
  );
}
