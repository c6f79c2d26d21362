import { useTranslation } from 'react-i18next';
import { useBasePath } from '@dental/module-kit';
import { PageFrame } from '@dental/ui';
import { LaboratoryGate } from '../labs/LaboratoryGate';
import { LabPriceList } from './LabPriceList';
import './lab-treatments.css';

/** /laboratory/{labId}/treatments: the laboratory's price list, with a back arrow to the cards. */
export function LabTreatmentsPage() {
  const { t } = useTranslation();
  const laboratories = useBasePath('laboratory');
  return (
    <LaboratoryGate>
      {(laboratory) => (
        <PageFrame title={t('labTreatments.title', { name: laboratory.name })} backTo={laboratories}>
          <LabPriceList laboratory={laboratory} />
        </PageFrame>
      )}
    </LaboratoryGate>
  );
}
