import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { problemMessages } from '@dental/api-client';
import { formatDate, useLanguage } from '@dental/i18n';
import { PatientFileLink } from '@dental/module-kit';
import { ConfirmDialog, DataTable, SuccessOverlay, tabPanelProps, Tabs, useMessages, useSuccessOverlay, type DataColumn } from '@dental/ui';
import { BookAppointment, type Booking } from './BookAppointment';
import { ReadErrors } from './ReadErrors';

/** One row of a follow-up list: a laboratory case or an implant. */
export interface FollowUpRow {
  _id: string;
  patient: { _id: string; name: string; RegNo: string | null };
  treatment: string;
  teeth: { nums: readonly string[]; surface?: string | null };
  /** The fingerprint date (cases) or the creation date (implants). */
  date: string | null;
  /** The appointment booked for it, if any. */
  appointment: { date: string; time?: string | null } | null;
  finished: boolean;
}

type Status = 'unfinished' | 'finished';

export interface FollowUpListProps {
  /** The translations' prefix: 'cases' or 'implants'. */
  texts: 'cases' | 'implants';
  doctorId: string;
  rows: readonly FollowUpRow[];
  loading: boolean;
  errors: readonly string[];
  /** The user may finish (the finish icon). */
  canFinish: boolean;
  /** The user may book an appointment (the RDV button). */
  canBook: boolean;
  /** Sends the finish; the list reads again once it is accepted. */
  onFinish: (row: FollowUpRow) => Promise<unknown>;
  /** Tells a refused finish (the implants also log it: spec part 2 §8). */
  onFinishRefused?: (messages: string[]) => void;
  /** The appointment modal's booking for a row. */
  bookingOf: (row: FollowUpRow) => Booking;
  /** After a booking: the list reads again. */
  onBooked: () => void;
  /** The finished tab keeps the Date RDV column (the lab cases); the implants' finished tab hides it (spec part 2 §2). */
  appointmentWhenFinished?: boolean;
}

/** A date of the API ('YYYY-MM-DD' or an instant) as the language writes it, read at noon so that no time zone moves the day. */
export function dayText(value: string, language: Parameters<typeof formatDate>[1]): string {
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value, language);
}

export function teethText(teeth: FollowUpRow['teeth']): string {
  const nums = teeth.nums.join(', ');
  return teeth.surface ? `${nums} (${teeth.surface})` : nums;
}

/**
 * Two tabs, unfinished and finished; DOSS.NO, Nom, Traitement, Dents, a date, Date RDV (in the
 * finished tab only with `appointmentWhenFinished`), and in the unfinished tab Terminer. Without
 * an appointment the RDV button opens the appointments module's modal; the finish icon asks first. A name opens the patient's devis page (back link stored).
 */
export function FollowUpList({ texts, doctorId, rows, loading, errors, canFinish, canBook, onFinish, onFinishRefused, bookingOf, onBooked, appointmentWhenFinished = true }: FollowUpListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const panels = useId();
  const [status, setStatus] = useState<Status>('unfinished');
  const [finishing, setFinishing] = useState<FollowUpRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [booking, setBooking] = useState<FollowUpRow | null>(null);
  const finishErrors = useMessages();
  const success = useSuccessOverlay();
  const unfinished = status === 'unfinished';
  const shown = rows.filter((row) => row.finished === !unfinished);

  const confirmFinish = async () => {
    if (!finishing) return;
    setBusy(true);
    try {
      await onFinish(finishing);
      setFinishing(null);
      success.show();
    } catch (error) {
      const messages = problemMessages(error);
      finishErrors.setMessages(messages);
      onFinishRefused?.(messages);
    } finally {
      setBusy(false);
    }
  };

  const appointmentCell = (row: FollowUpRow) => {
    if (row.appointment) {
      // Each part isolated: the date as the language writes it (Arabic's carries its own marks, so
      // no forced direction), the time left to right; one run of both reads garbled in Arabic.
      const { time } = row.appointment;
      return (
        <span className="labs-appointment">
          <bdi>{dayText(row.appointment.date, language)}</bdi>
          {time ? (
            <>
              {' '}
              <bdi dir="ltr">{time}</bdi>
            </>
          ) : null}
        </span>
      );
    }
    if (!unfinished || !canBook) return null;
    return (
      <button type="button" className="dn-button dn-button--ghost labs-icon-button" aria-label={t(`${texts}.bookFor`, { name: row.patient.name })} onClick={() => setBooking(row)}>
        <CalendarPlus aria-hidden="true" size={16} />
        {t(`${texts}.book`)}
      </button>
    );
  };

  const columns: DataColumn<FollowUpRow>[] = [
    { id: 'regNo', header: t(`${texts}.regNo`), cell: (row) => <bdi dir="ltr">{row.patient.RegNo ?? ''}</bdi> },
    { id: 'name', header: t(`${texts}.name`), cell: (row) => <PatientFileLink doctorId={doctorId} patient={row.patient} /> },
    { id: 'treatment', header: t(`${texts}.treatment`), cell: (row) => row.treatment },
    { id: 'teeth', header: t(`${texts}.teeth`), cell: (row) => <bdi dir="ltr">{teethText(row.teeth)}</bdi> },
    { id: 'date', header: t(`${texts}.date`), cell: (row) => (row.date ? dayText(row.date, language) : '') },
  ];
  if (unfinished || appointmentWhenFinished) columns.push({ id: 'appointment', header: t(`${texts}.appointmentDate`), cell: appointmentCell });
  if (unfinished) {
    columns.push({
      id: 'finish',
      header: t(`${texts}.finish`),
      cell: (row) =>
        canFinish ? (
          <button
            type="button"
            className="dn-icon-button"
            aria-label={t(`${texts}.finishFor`, { name: row.patient.name })}
            title={t(`${texts}.finish`)}
            onClick={() => {
              finishErrors.clear();
              setFinishing(row);
            }}
          >
            <CircleCheck aria-hidden="true" size={18} />
          </button>
        ) : null,
    });
  }

  return (
    <div className="labs-follow-up">
      <Tabs<Status>
        label={t(`${texts}.tabsLabel`)}
        items={[
          { id: 'unfinished', label: t(`${texts}.unfinished`) },
          { id: 'finished', label: t(`${texts}.finished`) },
        ]}
        active={status}
        onChange={setStatus}
        panelIdPrefix={panels}
      />
      <div {...tabPanelProps(panels, status)}>
        <ReadErrors messages={errors} />
        <DataTable
          columns={columns}
          rows={shown}
          rowKey={(row) => row._id}
          caption={t(unfinished ? `${texts}.unfinished` : `${texts}.finished`)}
          loading={loading}
          empty={t(unfinished ? `${texts}.emptyUnfinished` : `${texts}.emptyFinished`)}
        />
      </div>
      <ConfirmDialog
        open={finishing !== null}
        title={t(`${texts}.finishTitle`)}
        question={finishing ? t(`${texts}.finishQuestion`, { name: finishing.patient.name }) : ''}
        busy={busy}
        errors={finishErrors.messages}
        onDismissError={finishErrors.dismiss}
        onConfirm={() => void confirmFinish()}
        onCancel={() => setFinishing(null)}
      />
      {booking && (
        <BookAppointment
          booking={bookingOf(booking)}
          onSaved={() => {
            setBooking(null);
            onBooked();
          }}
          onClose={() => setBooking(null)}
        />
      )}
      <SuccessOverlay visible={success.visible} label={t('common:updatedSuccess')} />
    </div>
  );
}
