import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';

export interface PageFrameProps {
  title: string;
  /** Where the back arrow leads; '/' by default. */
  backTo?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A module page: back link, title, optional actions, content. */
export function PageFrame({ title, backTo = '/', actions, children }: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <section className="dn-page">
      <header className="dn-page__header">
        <Link to={backTo} className="dn-page__back" aria-label={t('common:back')}>
          <ArrowLeft aria-hidden="true" className="dn-flip" size={20} />
        </Link>
        <h1 className="dn-page__title">{title}</h1>
        <div className="dn-page__actions">{actions}</div>
      </header>
      <div className="dn-page__content">{children}</div>
    </section>
  );
}
