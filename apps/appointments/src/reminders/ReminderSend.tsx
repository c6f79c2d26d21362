import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronsRight } from 'lucide-react';
import type { ReminderItem } from '@dental/contracts';
import { WhatsAppLink } from '../common/WhatsAppLink';
import { useDoneByNote } from '../messages/sent-note';
import type { MarkSent } from '../messages/use-mark-sent';
import { useSendReminder } from '../messages/use-send-reminder';

/**
 * An appointment's reminder: the one click that marks it sent and opens WhatsApp with its personal
 * link, then who sent it and when. On the next row still to send after one was sent (`next`),
 * "Suivant" takes the focus and does the same, so a morning's reminders are a run of clicks.
 */
export function ReminderSend({ item, onSend, next = false }: { item: ReminderItem; onSend: MarkSent; next?: boolean }) {
  const { t } = useTranslation('appointments');
  const reminderOf = useSendReminder(item.doctor, onSend);
  const sentNote = useDoneByNote('reminders.sentBy');
  const reminder = reminderOf(item, item.messageLanguage);
  const href = reminder ? reminder.href : reminder;
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (next) nextRef.current?.focus();
  }, [next, href]);
  return (
    <div className="appointments-row-actions">
      {next && reminder && (
        <button ref={nextRef} type="button" className="dn-button" title={t('reminders.nextOf', { name: item.patient.name })} onClick={reminder.send}>
          <ChevronsRight aria-hidden="true" size={18} />
          {t('reminders.next')}
        </button>
      )}
      <WhatsAppLink href={href} onOpen={reminder?.send} noNumber={t('reminders.noNumber')}>
        {t(item.reminder ? 'reminders.sendAgain' : 'reminders.send')}
      </WhatsAppLink>
      {item.reminder && <p className="appointments-done">{sentNote(item.reminder)}</p>}
    </div>
  );
}
