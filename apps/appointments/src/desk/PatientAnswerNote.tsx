import { useTranslation } from 'react-i18next';
import { CalendarCheck, CalendarSync, CalendarX2, type LucideIcon } from 'lucide-react';
import type { PatientAnswer, PatientAnswerKind } from '@dental/contracts';
import { formatDateTime, useLanguage } from '@dental/i18n';
import './desk.css';

const ANSWER_ICONS: Record<PatientAnswerKind, LucideIcon> = { confirmed: CalendarCheck, cancelled: CalendarX2, otherTime: CalendarSync };

/**
 * What the patient answered through the reminder's link and when ("Confirmé par le patient ·
 * 29/11/2026 14:02"), with the message of a request for another time. Compact (a week's cell): the
 * icon, the words for screen readers and on hover. Nothing when the patient has not answered.
 */
export function PatientAnswerNote({ answer, compact = false }: { answer: PatientAnswer | null; compact?: boolean }) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  if (!answer) return null;
  const Icon = ANSWER_ICONS[answer.answer];
  const label = t(`answers.${answer.answer}`);
  const at = formatDateTime(answer.at, language);
  const message = answer.message ? t('answers.message', { message: answer.message }) : '';
  return (
    <span className={`appointments-answer appointments-answer--${answer.answer}`} title={compact ? [label, at, message].filter(Boolean).join(' · ') : undefined}>
      <Icon aria-hidden="true" size={14} />
      <span className={compact ? 'dn-visually-hidden' : undefined}>
        {label} · <span dir="ltr">{at}</span>
        {message && (
          <>
            {' '}
            <bdi className="appointments-answer__message">{message}</bdi>
          </>
        )}
      </span>
    </span>
  );
}
