import type { Appointment, AppointmentSetting, PartOfTime, WorkingDay } from '@dental/contracts';
import { dayOfWeekWithOrder, freesSlot, isPastSlot, localDay, slotsOf, timeOfMinutes, type WeekRange } from '@dental/domain';

/** A column of the week: one of the doctor's working days, with its date in the week shown. */
export interface DayColumn {
  order: number;
  date: string;
  sessions: readonly PartOfTime[];
}

/** A cell of the grid: a slot of a day, free, booked, or outside the sessions worked that day. */
export interface SlotCell {
  date: string;
  time: string;
  numSeance: number;
  partOfTime: PartOfTime;
  /** The doctor does not work this session on this day. */
  closed: boolean;
  /** The appointment holding the slot. */
  appointment: Appointment | null;
  /** A cancelled or missed appointment of a slot nobody booked again: shown struck through, the slot free. */
  freed: Appointment | null;
}

export interface SessionRows {
  partOfTime: PartOfTime;
  /** One row per slot (numSeance), one cell per column. */
  rows: { numSeance: number; time: string; cells: SlotCell[] }[];
}

export interface WeekModel {
  columns: DayColumn[];
  /** matin, then soir: the grid draws a Pause row between them. */
  sessions: SessionRows[];
}

/**
 * The grid of a doctor's week: the working days in day order (Lundi 0 … Dimanche 6) with their
 * dates in the Sunday-to-Saturday week, and for each session its slots (start + index × length).
 */
export function weekModel(week: WeekRange, days: readonly WorkingDay[], settings: readonly AppointmentSetting[], appointments: readonly Appointment[]): WeekModel {
  const columns = [...days]
    .sort((a, b) => a.order - b.order)
    .map((day) => ({ order: day.order, date: dayOfWeekWithOrder(week.startDate, day.order), sessions: day.appointments }));
  const slotOf = (appointment: Appointment) => `${appointment.date} ${appointment.time}`;
  const booked = new Map(appointments.filter((a) => !freesSlot(a.state)).map((appointment) => [slotOf(appointment), appointment]));
  // The latest freed appointment of a slot (the week's answer is in time order, then by creation).
  const freed = new Map(appointments.filter((a) => freesSlot(a.state)).map((appointment) => [slotOf(appointment), appointment]));
  const sessions = (['matin', 'soir'] as const).flatMap((partOfTime) => {
    const setting = settings.find((s) => s.partOfTime === partOfTime);
    if (!setting) return [];
    const rows = slotsOf(setting).map(({ numSeance, time }) => ({
      numSeance,
      time,
      cells: columns.map((column) => ({
        date: column.date,
        time,
        numSeance,
        partOfTime,
        closed: !column.sessions.includes(partOfTime),
        appointment: booked.get(`${column.date} ${time}`) ?? null,
        freed: booked.has(`${column.date} ${time}`) ? null : (freed.get(`${column.date} ${time}`) ?? null),
      })),
    }));
    return [{ partOfTime, rows }];
  });
  return { columns, sessions };
}

/** Whether the slot has begun by `now`: booking never offers it (the API still takes a visit entered afterwards). */
export function hasBegun(slot: Pick<SlotCell, 'date' | 'time'>, now: Date = new Date()): boolean {
  return isPastSlot(slot.date, slot.time, localDay(now), timeOfMinutes(now.getHours() * 60 + now.getMinutes()));
}

/** A free slot (of the next free slots) as the grid's cell the booking form takes. */
export function freeCell(slot: Pick<SlotCell, 'date' | 'time' | 'numSeance' | 'partOfTime'>): SlotCell {
  return { date: slot.date, time: slot.time, numSeance: slot.numSeance, partOfTime: slot.partOfTime, closed: false, appointment: null, freed: null };
}
