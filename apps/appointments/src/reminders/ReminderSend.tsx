import { useTranslation } from 'react-i18next';
import type { ReminderItem } from '@dental/contracts';
import { WhatsAppLink } from '../common/WhatsAppLink';
import { useReminderLink } from '../calendar/reminder';
import { useDoneByNote } from '../messages/sent-note';

/** An appointment's reminder: the one click that opens WhatsApp and marks it sent, then who sent it and when. */
export function ReminderSend({ item, onSend }: { item: ReminderItem; onSend: (appointmentId: string) => void }) {
  const { t } = useTranslation('appointments');
  const linkOf = useReminderLink(item.doctor);
  const sentNote = useDoneByNote('reminders.sentBy');
  return (
    <div className="appointments-row-actions">
      <WhatsAppLink href={linkOf(item, item.messageLanguage)} onOpen={() => onSend(item._id)} noNumber={t('reminders.noNumber')}>
        {t(item.reminder ? 'reminders.sendAgain' : 'reminders.send')}
      </WhatsAppLink>
      {item.reminder && <p className="appointments-done">{sentNote(item.reminder)}</p>}
    </div>
  );
}
