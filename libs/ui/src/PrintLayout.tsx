import { useId, type ReactNode } from 'react';
import { clinicNameIn } from '@dental/contracts';
import { useAppSelector } from '@dental/auth';
import { useLanguage } from '@dental/i18n';
import { PrintArea } from './PrintArea';
import { PrintButton } from './PrintButton';
import { useTranslation } from 'react-i18next';

export interface PrintLayoutProps {
  /** The document's title, e.g. "Devis n° 12". */
  title: ReactNode;
  /** The document itself. */
  children: ReactNode;
  /** Printed at the end of the document (totals, signature, terms). */
  footer?: ReactNode;
  /** Buttons shown beside "Imprimer", never printed. */
  actions?: ReactNode;
}

/** The clinic's logo, name, address and phone, as the clinic's settings give them: every printed document with money carries them. */
function ClinicIdentity() {
  const { t } = useTranslation();
  const settings = useAppSelector((state) => state.settings.data);
  const language = useLanguage();
  if (!settings) return null;
  const clinicName = clinicNameIn(settings, language);
  return (
    <div className="dn-print-document__clinic">
      {settings.logo && <img className="dn-print-document__logo" src={settings.logo} alt={t('common:clinicLogo', { clinic: clinicName })} />}
      <div>
        <p className="dn-print-document__clinic-name">{clinicName}</p>
        {settings.address && <p className="dn-print-document__clinic-line">{settings.address}</p>}
        {settings.phone && (
          <p className="dn-print-document__clinic-line" dir="ltr">
            {settings.phone}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A printable document (quote, invoice, purchase order, week of appointments): the clinic's
 * identity and the title on top, the body, a footer, and the "Imprimer" button, which stays off the
 * paper. Printing shows this document only, on A4, in the page's writing direction.
 */
export function PrintLayout({ title, children, footer, actions }: PrintLayoutProps) {
  const titleId = useId();
  return (
    <div className="dn-print-layout">
      <div className="dn-print-layout__actions dn-no-print">
        {actions}
        <PrintButton />
      </div>
      <PrintArea>
        <article className="dn-print-document" aria-labelledby={titleId}>
          <header className="dn-print-document__header">
            <ClinicIdentity />
            <h1 id={titleId} className="dn-print-document__title">
              {title}
            </h1>
          </header>
          <div className="dn-print-document__body">{children}</div>
          {footer && <footer className="dn-print-document__footer">{footer}</footer>}
        </article>
      </PrintArea>
    </div>
  );
}
