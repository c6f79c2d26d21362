import { useTranslation } from 'react-i18next';
import type { Assurance } from '@dental/contracts';
import { formatMoney, useLanguage } from '@dental/i18n';
import { useBasePath } from '@dental/module-kit';
import { PageFrame } from '@dental/ui';
import { InsurerGate } from './InsurerGate';
import { InsurerLinks } from './InsurerLinks';
import './assurances.css';
import { addScreenTexts } from '../texts';
import { assurancesTranslations } from './translations';

addScreenTexts(assurancesTranslations);

/** /assurance/{AssId}: the insurer with its Traitements and Patients tabs. */
export function AssurancePage() {
  return <InsurerGate>{(assurance) => <Insurer assurance={assurance} />}</InsurerGate>;
}

function Insurer({ assurance }: { assurance: Assurance }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const insurers = useBasePath('assurance');
  return (
    <PageFrame title={assurance.name} backTo={insurers}>
      <p className="admin-insurer__price">
        {t('assurances.consPrice')} : <strong className="dn-money">{formatMoney(assurance.cons_price, language)}</strong>
      </p>
      <InsurerLinks assurance={assurance} />
    </PageFrame>
  );
}
