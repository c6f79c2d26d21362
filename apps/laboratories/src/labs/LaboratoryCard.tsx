import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import type { Laboratory } from '@dental/contracts';
import { RowActions } from '@dental/ui';

export interface LaboratoryCardProps {
  laboratory: Laboratory;
  /** Where the card leads (the laboratory's price list). */
  to: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** A laboratory's card: its name leading to its page, its phone, and the actions the user holds. */
export function LaboratoryCard({ laboratory, to, onEdit, onDelete }: LaboratoryCardProps) {
  const { t } = useTranslation();
  return (
    <article className="dn-card labs-card" aria-label={laboratory.name}>
      <header className="labs-card__header">
        <h2>
          <Link to={to}>{laboratory.name}</Link>
        </h2>
        <RowActions name={laboratory.name} onEdit={onEdit} onDelete={onDelete} />
      </header>
      {laboratory.phone && (
        <p className="labs-card__phone">
          <Phone aria-hidden="true" size={16} />
          <span className="dn-visually-hidden">{t('labs.phone')}</span>
          <a href={`tel:${laboratory.phone}`} dir="ltr">
            {laboratory.phone}
          </a>
        </p>
      )}
      <Link className="labs-card__link" to={to} aria-label={t('labs.priceListOf', { name: laboratory.name })}>
        {t('labs.priceList')}
      </Link>
    </article>
  );
}
