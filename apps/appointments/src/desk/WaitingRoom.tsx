import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, WaitingItem } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { selectUserData, useAppSelector, useCan } from '@dental/auth';
import { localDay, minutesWaiting } from '@dental/domain';
import { ErrorBanners, Spinner } from '@dental/ui';
import { PatientFileLink } from '@dental/module-kit';
import { useDismissable } from '../calendar/labels';
import { appointmentsApi, WAITING_ROOM_POLL_MS } from '../data/appointments-api';
import { StateActions } from './StateActions';
import { StateBadge } from './StateBadge';

/** The clock the minutes waiting follow: a tick a minute is enough. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const hourOf = (iso: string) => new Date(iso).toTimeString().slice(0, 5);

/**
 * The home's "Salle d'attente": who has arrived, for which doctor, since when (minutes waiting,
 * kept up to date without a reload: the list is asked again every 30 s), in arrival order, with the
 * desk's next step ("Au fauteuil", "Terminé"). A doctor sees their own patients and, first, their
 * next patient: the first one waiting, else the next appointment of the day still booked.
 */
export function WaitingRoom() {
  const { t } = useTranslation('appointments');
  const user = useAppSelector(selectUserData);
  const everyDoctor = useCan('AFFICHER_GLOBAL', 'RDV');
  const isDoctor = Boolean(user?.doctor);
  const doctor = isDoctor && !everyDoctor ? user?._id : undefined;
  const list = listView(appointmentsApi.useWaitingRoomQuery({ doctor }, { pollingInterval: WAITING_ROOM_POLL_MS, skipPollingIfUnfocused: true }));
  const errors = useDismissable(list.errors);
  const now = useMinuteClock();
  if (!user) return null;
  const waiting = list.items.filter((item) => item.state === 'arrived');
  const inChair = list.items.filter((item) => item.state === 'inChair');
  return (
    <section className="appointments-waiting" aria-labelledby="appointments-waiting-title">
      <header className="appointments-waiting__header">
        <h2 id="appointments-waiting-title">{t('desk.waiting.title')}</h2>
      </header>
      {isDoctor && <NextPatient doctorId={user._id} waiting={waiting.filter((item) => item.doctor === user._id)} />}
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      {list.loading && !list.loaded && <Spinner />}
      {list.loaded && list.items.length === 0 && <p>{t('desk.waiting.none')}</p>}
      {list.items.length > 0 && (
        <ol className="appointments-waiting__list">
          {[...waiting, ...inChair].map((item) => (
            <WaitingRow key={item._id} item={item} now={now} showDoctor={!doctor} />
          ))}
        </ol>
      )}
    </section>
  );
}

function WaitingRow({ item, now, showDoctor }: { item: WaitingItem; now: Date; showDoctor: boolean }) {
  const { t } = useTranslation('appointments');
  return (
    <li>
      <StateBadge state={item.state} />
      <PatientFileLink className="appointments-waiting__name" doctorId={item.doctor} patient={item.patient} />
      {showDoctor && <span>{item.doctorName}</span>}
      <span dir="ltr">{item.time}</span>
      {item.arrivedAt && (
        <span className="appointments-waiting__since">
          {t('desk.waiting.since', { time: hourOf(item.arrivedAt) })} · {t('desk.waiting.minutes', { count: minutesWaiting(new Date(item.arrivedAt), now) })}
        </span>
      )}
      <StateActions appointment={item} />
    </li>
  );
}

/** A doctor's next patient: the first waiting, else the day's next appointment still to come. */
function NextPatient({ doctorId, waiting }: { doctorId: string; waiting: WaitingItem[] }) {
  const { t } = useTranslation('appointments');
  const today = localDay();
  const day = appointmentsApi.useAppointmentWeekQuery({ doctorId, startDate: today, endDate: today });
  const nowTime = new Date().toTimeString().slice(0, 5);
  const next: Appointment | undefined = waiting[0] ?? (day.data ?? []).find((a) => (a.state === 'booked' || a.state === 'confirmed') && a.time >= nowTime);
  return (
    <p className="appointments-waiting__next">
      <strong>{t('desk.waiting.next')}</strong>{' '}
      {next ? (
        <>
          <PatientFileLink doctorId={doctorId} patient={next.patient} /> <span dir="ltr">{next.time}</span> <StateBadge state={next.state} />
        </>
      ) : (
        t('desk.waiting.nextNone')
      )}
    </p>
  );
}
