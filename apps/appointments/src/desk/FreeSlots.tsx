import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import type { FreeSlot } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { dayOrderOf, reminderDay } from '@dental/domain';
import { ErrorBanners, Spinner } from '@dental/ui';
import { useDismissable } from '../calendar/labels';
import { appointmentsApi } from '../data/appointments-api';
import './desk.css';

/** How many next free slots are offered at once. */
export const FREE_SLOTS_SHOWN = 8;

/**
 * "Prochains créneaux libres": the next free slots from now of one doctor (or of every doctor the
 * user sees, `doctorId` undefined), each a button that chooses it.
 */
export function FreeSlots({ doctorId, onChoose, chosen }: { doctorId?: string; onChoose: (slot: FreeSlot) => void; chosen?: Pick<FreeSlot, 'doctor' | 'date' | 'time'> | null }) {
  const { t } = useTranslation('appointments');
  const list = listView(appointmentsApi.useFreeSlotsQuery({ doctor: doctorId, limit: FREE_SLOTS_SHOWN }, { refetchOnMountOrArgChange: true }));
  const errors = useDismissable(list.errors);
  const text = (slot: FreeSlot) => t('desk.freeSlots.slot', { day: t(`days.${dayOrderOf(slot.date)}`), date: reminderDay(slot.date), time: slot.time });
  return (
    <section className="appointments-free-slots" aria-labelledby="appointments-free-slots-title">
      <h3 id="appointments-free-slots-title">{t('desk.freeSlots.title')}</h3>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      {list.loading && <Spinner />}
      {list.loaded && list.items.length === 0 && <p>{t('desk.freeSlots.none')}</p>}
      {list.items.length > 0 && (
        <ul className="appointments-free-slots__list">
          {list.items.map((slot) => {
            const pressed = chosen?.doctor === slot.doctor && chosen.date === slot.date && chosen.time === slot.time;
            return (
              <li key={`${slot.doctor} ${slot.date} ${slot.time}`}>
                <button
                  type="button"
                  className={`dn-button dn-button--ghost${pressed ? ' appointments-free-slots__chosen' : ''}`}
                  aria-pressed={pressed}
                  aria-label={t('desk.freeSlots.book', { day: t(`days.${dayOrderOf(slot.date)}`), date: reminderDay(slot.date), time: slot.time, doctor: slot.doctorName })}
                  onClick={() => onChoose(slot)}
                >
                  <CalendarPlus aria-hidden="true" size={16} />
                  <span dir="auto">{text(slot)}</span>
                  {doctorId === undefined && <span className="appointments-free-slots__doctor">{slot.doctorName}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
