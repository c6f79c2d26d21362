import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronsRight } from 'lucide-react';
import type { ReminderItem } from '@dental/contracts';
import { WhatsAppLink } from '../common/WhatsAppLink';
import { useReminderLink } from '../calendar/reminder';
import { useDoneByNote } from '../messages/sent-note';

/**
 * An appointment's reminder: the one click that opens WhatsApp and marks it sent, then who sent it
 * and when. On the next row still to send after one was sent (`next`), "Suivant" takes the focus and
 * does the same, so a morning's reminders are a run of clicks.
 */
export function ReminderSend({ item, onSend, next = false }: { item: ReminderItem; onSend: (appointmentId: string) => void; next?: boolean }) {
  const { t } = useTranslation('appointments');
  const linkOf = useReminderLink(item.doctor);
  const sentNote = useDoneByNote('reminders.sentBy');
  const href = linkOf(item, item.messageLanguage);
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (next) nextRef.current?.focus();
  }, [next, href]);
  return (
    <div className="appointments-row-actions">
      {next && href && (
        <button
          ref={nextRef}
          type="button"
          className="dn-button"
          title={t('reminders.nextOf', { name: item.patient.name })}
          onClick={() => {
            window.open(href, '_blank', 'noopener,noreferrer');
            onSend(item._id);
          }}
        >
          <ChevronsRight aria-hidden="true" size={18} />
          {t('reminders.next')}
        </button>
      )}
      <WhatsAppLink href={linkOf(item, item.messageLanguage)} onOpen={() => onSend(item._id)} noNumber={t('reminders.noNumber')}>
        {t(item.reminder ? 'reminders.sendAgain' : 'reminders.send')}
      </WhatsAppLink>
      {item.reminder && <p className="appointments-done">{sentNote(item.reminder)}</p>}
    </div>
  );
}
