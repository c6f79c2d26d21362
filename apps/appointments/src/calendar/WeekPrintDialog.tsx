import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@dental/ui';
import { WeekPrint } from './WeekPrint';

/** The week's print layout in its dialog: a chunk of its own, loaded on the first print and kept mounted after. */
export function WeekPrintDialog({ open, onClose, ...week }: ComponentProps<typeof WeekPrint> & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('appointments');
  return (
    <Modal open={open} title={t('calendar.print')} onClose={onClose} maxWidth={900}>
      <WeekPrint {...week} />
    </Modal>
  );
}
