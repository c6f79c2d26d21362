import { useTranslation } from 'react-i18next';
import type { AppointmentState } from '@dental/contracts';
import { STATE_ICONS } from './state-icons';
import './desk.css';

/** An appointment's state as icon, text and colour together (never colour alone). */
export function StateBadge({ state, compact = false }: { state: AppointmentState; compact?: boolean }) {
  const { t } = useTranslation('appointments');
  const Icon = STATE_ICONS[state];
  return (
    <span className={`appointments-state appointments-state--${state}`} title={compact ? t(`states.${state}`) : undefined}>
      <Icon aria-hidden="true" size={14} />
      <span className={compact ? 'dn-visually-hidden' : undefined}>{t(`states.${state}`)}</span>
    </span>
  );
}
