import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import type { LaboratoryCard as Card } from '@dental/contracts';
import { Money, RowActions } from '@dental/ui';

export interface LaboratoryCardProps {
  laboratory: Card;
  /** Where the card leads: the laboratory's tabs, or a cabinet doctor's own cases there. */
  to: string;
  /** The laboratory's price list, when the user may see it. */
  priceList?: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/**
 * A laboratory's card: its name leading to its page, the signed-in cabinet doctor's balance (solde)
 * with it — owed to the lab, or an advance paid to it —, its phone, and the actions the user holds.
 */
export function LaboratoryCard({ laboratory, to, priceList, onEdit, onDelete }: LaboratoryCardProps) {
  const { t } = useTranslation();
  const balance = laboratory.balance;
  return (
    <article className="dn-card labs-card" aria-label={laboratory.name}>
      <header className="labs-card__header">
        <h2>
          <Link to={to}>{laboratory.name}</Link>
        </h2>
        <RowActions name={laboratory.name} onEdit={onEdit} onDelete={onDelete} />
      </header>
      {balance !== null && balance !== undefined && (
        <p className="labs-card__balance">
          {/* Consumed − paid: below zero the doctor paid ahead, an advance shown as a positive amount. */}
          {t(balance < 0 ? 'labs.advanceToLab' : 'labs.owedToLab')} <Money amount={Math.abs(balance)} />
        </p>
      )}
      {laboratory.phone && (
        <p className="labs-card__phone">
          <Phone aria-hidden="true" size={16} />
          <span className="dn-visually-hidden">{t('labs.phone')}</span>
          <a href={`tel:${laboratory.phone}`} dir="ltr">
            {laboratory.phone}
          </a>
        </p>
      )}
      {priceList && (
        <Link className="labs-card__link" to={priceList} aria-label={t('labs.priceListOf', { name: laboratory.name })}>
          {t('labs.priceList')}
        </Link>
      )}
    </article>
  );
}
