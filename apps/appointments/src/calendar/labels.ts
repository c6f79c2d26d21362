import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOrderOf, reminderDay } from '@dental/domain';
import type { SlotCell } from './week-model';

/** The name of a free slot's button: "Ajouter un rendez-vous le Lundi 23/11/2026 à 09:00". */
export function useFreeSlotLabel(): (cell: SlotCell) => string {
  const { t } = useTranslation('appointments');
  return (cell) => t('calendar.free', { day: t(`days.${dayOrderOf(cell.date)}`), date: reminderDay(cell.date), time: cell.time });
}

/** A read's messages as red banners that stay until clicked (spec part 1 §8). */
export function useDismissable(messages: readonly string[]) {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const shown = messages.filter((message) => !dismissed.includes(message));
  return { messages: shown, dismiss: (index: number) => setDismissed((list) => [...list, shown[index]]) };
}
