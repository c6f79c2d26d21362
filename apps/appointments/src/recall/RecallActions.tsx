import { useTranslation } from 'react-i18next';
import { CalendarPlus, UserRoundCheck } from 'lucide-react';
import type { RecallItem } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { recallApi } from '../data/recall-api';
import { WhatsAppLink } from '../common/WhatsAppLink';
import { useDoneByNote } from '../messages/sent-note';

interface RecallActionsProps {
  item: RecallItem;
  /** The recall's WhatsApp link (null without a number, undefined while the texts are read). */
  link: string | null | undefined;
  /** Absent without the right to book. */
  onBook?: () => void;
  onError: (messages: string[]) => void;
}

/** A due patient's actions: the WhatsApp recall, marking them contacted (who and when shown), booking. */
export function RecallActions({ item, link, onBook, onError }: RecallActionsProps) {
  const { t } = useTranslation('appointments');
  const [contact, contacting] = recallApi.useContactRecallMutation();
  const contactedNote = useDoneByNote('recall.contactedBy');
  const markContacted = () => {
    onError([]);
    contact(item.patient._id)
      .unwrap()
      .catch((error: unknown) => onError(problemMessages(error)));
  };
  return (
    <div className="appointments-row-actions">
      <WhatsAppLink href={link} noNumber={t('recall.noNumber')}>
        {t('recall.send')}
      </WhatsAppLink>
      <button type="button" className="dn-button dn-button--ghost" disabled={contacting.isLoading} onClick={markContacted}>
        <UserRoundCheck aria-hidden="true" size={18} />
        {t('recall.contact')}
      </button>
      {onBook && (
        <button type="button" className="dn-button dn-button--ghost" onClick={onBook}>
          <CalendarPlus aria-hidden="true" size={18} />
          {t('recall.book')}
        </button>
      )}
      {item.contacted && <p className="appointments-done">{contactedNote(item.contacted)}</p>}
    </div>
  );
}
