import { useTranslation } from 'react-i18next';
import { balanceStanding } from '@dental/domain';
import { Money } from '@dental/ui';

/**
 * A balance in words, never a bare sign (issue 34): "Doit 1 500,00 MRU" when the patient owes the
 * cabinet, "Avance 2 000,00 MRU" when the patient is in credit, "Soldé" at zero.
 */
export function BalanceWords({ amount }: { amount: number }) {
  const { t } = useTranslation();
  const standing = balanceStanding(amount);
  if (standing === 'settled') return <span className="patients-standing patients-standing--settled">{t('standing.settled')}</span>;
  const [before, after] = t(`standing.${standing}`, { amount: '\u0000' }).split('\u0000');
  return (
    <span className={`patients-standing patients-standing--${standing}`}>
      {before}
      <Money amount={Math.abs(amount)} />
      {after}
    </span>
  );
}
