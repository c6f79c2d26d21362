import type { PartOfTime } from '@dental/contracts';
import type { SessionSetting } from './appointment-slots';
import type { MessageLanguage } from './message-templates';

/**
 * The opening hours a message's {hours} writes (issue 24): the clinic's own text when it set one,
 * else what the doctor's working days and sessions say, in the message's language. Days sharing the
 * same hours are written together ("lun.–jeu., sam. 09:00–13:00, 16:00–21:00 ; ven. 16:00–21:00").
 */

/** Day order 0 is Monday, as the working days count them. */
const DAY_NAMES: Record<MessageLanguage, readonly string[]> = {
  fr: ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
  ar: ['الإثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'],
};

interface Writing {
  /** Consecutive days, first and last. */
  dayRun: (first: string, last: string) => string;
  session: (start: string, end: string) => string;
  sessionsJoin: string;
  daysJoin: string;
  groupsJoin: string;
}

const WRITINGS: Record<MessageLanguage, Writing> = {
  fr: { dayRun: (first, last) => `${first}–${last}`, session: (start, end) => `${start}–${end}`, sessionsJoin: ', ', daysJoin: ', ', groupsJoin: ' ; ' },
  // Arabic words around the times keep them in reading order inside a right-to-left text.
  ar: { dayRun: (first, last) => `من ${first} إلى ${last}`, session: (start, end) => `من ${start} إلى ${end}`, sessionsJoin: ' و', daysJoin: '، ', groupsJoin: '؛ ' },
};

export interface WorkingDayHours {
  /** 0 (Monday) to 6 (Sunday). */
  order: number;
  appointments: readonly PartOfTime[];
}

/** The hours of the working days, grouped by same hours, in `language`; '' without any open session. */
export function openingHoursText(days: readonly WorkingDayHours[], sessions: readonly Pick<SessionSetting, 'partOfTime' | 'start' | 'end'>[], language: MessageLanguage): string {
  const writing = WRITINGS[language];
  const hoursOf = (day: WorkingDayHours) =>
    sessions
      .filter((session) => day.appointments.includes(session.partOfTime))
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((session) => writing.session(session.start, session.end))
      .join(writing.sessionsJoin);
  const groups = new Map<string, number[]>();
  const ordered = [...days].filter((day) => day.order >= 0 && day.order <= 6).sort((a, b) => a.order - b.order);
  for (const day of ordered) {
    const hours = hoursOf(day);
    if (hours) groups.set(hours, [...(groups.get(hours) ?? []), day.order]);
  }
  return [...groups]
    .map(([hours, orders]) => `${daysText(orders, language)} ${hours}`)
    .join(writing.groupsJoin);
}

/** Day orders (ascending, distinct) as runs of consecutive days: "lun.–jeu., sam.". */
function daysText(orders: readonly number[], language: MessageLanguage): string {
  const names = DAY_NAMES[language];
  const writing = WRITINGS[language];
  const runs: [number, number][] = [];
  for (const order of orders) {
    const last = runs[runs.length - 1];
    if (last && last[1] === order - 1) last[1] = order;
    else if (!last || last[1] !== order) runs.push([order, order]);
  }
  return runs.map(([first, last]) => (first === last ? names[first] : writing.dayRun(names[first], names[last]))).join(writing.daysJoin);
}

/** The rule of {hours}: the clinic's opening hours setting when written, else the derived text. */
export function openingHoursOf(clinicOpeningHours: string | null | undefined, derived: () => string): string {
  const own = (clinicOpeningHours ?? '').trim();
  return own || derived();
}
