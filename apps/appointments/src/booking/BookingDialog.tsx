import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@dental/ui';
import type { SlotCell } from '../calendar/week-model';
import { BookingForm } from './BookingForm';
import { addScreenTexts } from '../texts';
import { bookingTranslations } from './translations';

addScreenTexts(bookingTranslations);

type BookingDialogProps = Omit<ComponentProps<typeof BookingForm>, 'slot'> & { slot: SlotCell | null; onClose: () => void };

/**
 * The calendar's booking dialog, with the form and patient picker libraries: a chunk of its own,
 * loaded on the first free slot chosen; it opens with its form in place and stays mounted after.
 */
export function BookingDialog({ slot, onClose, ...form }: BookingDialogProps) {
  const { t } = useTranslation('appointments');
  return (
    <Modal open={slot !== null} title={t('booking.title')} onClose={onClose}>
      {slot && <BookingForm slot={slot} {...form} />}
    </Modal>
  );
}
