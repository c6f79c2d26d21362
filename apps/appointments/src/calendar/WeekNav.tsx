import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DateField } from '@dental/ui';
import { reminderDay } from '@dental/domain';
import type { WeekState } from './use-week';

/** Previous and next arrows (7 days), the week shown, and a date with Filtrer that jumps to its week. */
export function WeekNav({ week }: { week: WeekState }) {
  const { t } = useTranslation('appointments');
  const [day, setDay] = useState('');
  const jump = (event: FormEvent) => {
    event.preventDefault();
    week.jumpTo(day);
  };
  return (
    <div className="appointments-nav">
      <button type="button" className="dn-icon-button" aria-label={t('calendar.previous')} title={t('calendar.previous')} onClick={week.previous}>
        <ChevronLeft aria-hidden="true" className="dn-flip" size={22} />
      </button>
      <p className="appointments-nav__week" aria-live="polite">
        {t('calendar.week', { start: reminderDay(week.range.startDate), end: reminderDay(week.range.endDate) })}
      </p>
      <button type="button" className="dn-icon-button" aria-label={t('calendar.next')} title={t('calendar.next')} onClick={week.next}>
        <ChevronRight aria-hidden="true" className="dn-flip" size={22} />
      </button>
      <form className="appointments-nav__jump" onSubmit={jump}>
        <DateField label={t('calendar.date')} name="day" value={day} onChange={setDay} />
        <button type="submit" className="dn-button dn-button--ghost">
          {t('calendar.filter')}
        </button>
      </form>
    </div>
  );
}
