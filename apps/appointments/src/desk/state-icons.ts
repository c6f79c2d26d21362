import { Armchair, CalendarCheck, CalendarClock, CalendarX2, CheckCheck, DoorOpen, UserX, type LucideIcon } from 'lucide-react';
import type { AppointmentState } from '@dental/contracts';

/** One drawing per state, beside its text wherever the state shows. */
export const STATE_ICONS: Record<AppointmentState, LucideIcon> = {
  booked: CalendarClock,
  confirmed: CalendarCheck,
  arrived: DoorOpen,
  inChair: Armchair,
  done: CheckCheck,
  noShow: UserX,
  cancelled: CalendarX2,
};
