import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { UserRoundCheck } from 'lucide-react';
import { problemMessages, skipToken } from '@dental/api-client';
import { freesSlot, isDay } from '@dental/domain';
import { useBasePath } from '@dental/module-kit';
import { DateField, ErrorBanners, PageFrame } from '@dental/ui';
import { DoctorSwitch, EVERY_DOCTOR } from '../common/DoctorSwitch';
import { useDismissable } from '../calendar/labels';
import { awaitingFirst, LIVE_ANSWERS } from '../data/live';
import { recallApi } from '../data/recall-api';
import { useMarkSent, type MarkSent } from '../messages/use-mark-sent';
import { ReminderTable } from './ReminderTable';
import '../common/lists.css';

/**
 * /appointments/{doctorId}/reminders[?day=YYYY-MM-DD] (`all` for "Tous les médecins"): a day's
 * appointments (the next working day unless chosen: the server knows the doctors' days) with one
 * click per patient to open the WhatsApp reminder and mark it sent, and the day's counts of sent and
 * to send. After a reminder is sent, "Suivant" (with the focus) is on the next row still to send.
 * Patients' answers to their reminders show as they come (LIVE_ANSWERS).
 */
export function RemindersPage() {
  const { t } = useTranslation('appointments');
  const { doctorId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const base = useBasePath('appointments');
  const chosen = params.get('day') ?? undefined;
  const every = doctorId === EVERY_DOCTOR;
  const read = recallApi.useReminderDayQuery(doctorId ? { day: chosen, doctor: every ? undefined : doctorId } : skipToken, LIVE_ANSWERS);
  const data = read.currentData;
  const day = chosen ?? data?.day ?? '';
  // The field keeps what is being typed; a whole day opens it (a half-typed date is '' in a browser).
  const [typed, setTyped] = useState(day);
  // A new day shown (the server's, or one chosen) replaces what the field holds.
  const [shownDay, setShownDay] = useState(day);
  if (day !== shownDay) {
    setShownDay(day);
    setTyped(day);
  }
  const choose = (value: string) => {
    setTyped(value);
    if (isDay(value)) setParams({ day: value }, { replace: true });
  };
  const readErrors = useDismissable(read.isError && !read.isFetching ? problemMessages(read.error) : []);
  const reminders = useMarkSent();
  const [lastSent, setLastSent] = useState<string | null>(null);
  const send: MarkSent = (appointmentId) => {
    setLastSent(appointmentId);
    return reminders.send(appointmentId);
  };
  const items = data?.items ?? [];
  const after = items.findIndex((item) => item._id === lastSent);
  const nextId = lastSent === null ? null : (items.slice(after + 1).find((item) => item.reminder === null && !freesSlot(item.state))?._id ?? null);
  const doctorPath = every ? '' : `${base}/${encodeURIComponent(doctorId)}`;
  return (
    <PageFrame
      title={t('titles.reminders')}
      backTo={every ? '/' : doctorPath}
      actions={
        <>
          <DoctorSwitch doctorId={doctorId} page="reminders" offerEvery />
          <Link className="dn-button dn-button--ghost" to={`${base}/${encodeURIComponent(doctorId)}/recall`}>
            <UserRoundCheck aria-hidden="true" size={18} />
            {t('titles.recall')}
          </Link>
        </>
      }
    >
      <div className="appointments-filters">
        <DateField label={t('reminders.day')} name="day" value={typed} onChange={choose} />
      </div>
      {data && (
        <p className="appointments-counts" data-testid="reminder-counts">
          {t('reminders.counts', { sent: data.sent, toSend: data.toSend })}
        </p>
      )}
      <ErrorBanners messages={readErrors.messages} onDismiss={readErrors.dismiss} />
      <ErrorBanners messages={reminders.errors.messages} onDismiss={reminders.errors.dismiss} />
      {!read.isError && <ReminderTable day={day} items={data?.items} loading={awaitingFirst(read)} onSend={send} nextId={nextId} />}
    </PageFrame>
  );
}
