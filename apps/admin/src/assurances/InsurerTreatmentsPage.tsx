import { useTranslation } from 'react-i18next';

import type { Assurance } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { useBasePath } from '@dental/module-kit';
import { PageFrame } from '@dental/ui';
import { TreatmentsEditor } from '../treatments/TreatmentsEditor';
import { insurerTreatmentsApi } from './insurer-treatments-api';
import { InsurerGate } from './InsurerGate';
import { addScreenTexts } from '../texts';
import { assurancesTranslations } from './translations';

addScreenTexts(assurancesTranslations);

/** /assurance/{AssId}/treatments: the insurer's own list; a name already in it is "already insured". */
export function InsurerTreatmentsPage() {
  return <InsurerGate>{(assurance) => <InsurerTreatments assurance={assurance} />}</InsurerGate>;
}

function InsurerTreatments({ assurance }: { assurance: Assurance }) {
  const { t } = useTranslation();
  const assuranceId = assurance._id;
  const query = insurerTreatmentsApi.useInsurerTreatmentsQuery(assuranceId);
  // This insurer's answer only: `data` keeps the previous insurer's list while this one loads.
  const list = listView({ ...query, data: query.currentData });
  const [createTreatment] = insurerTreatmentsApi.useCreateInsurerTreatmentMutation();
  const [updateTreatment] = insurerTreatmentsApi.useUpdateInsurerTreatmentMutation();
  const [removeTreatment] = insurerTreatmentsApi.useRemoveInsurerTreatmentMutation();
  const insurers = useBasePath('assurance');

  return (
    <PageFrame title={t('assurances.treatmentsTitle', { name: assurance.name })} backTo={insurers}>
      <p className="admin-muted">{t('assurances.alreadyInsuredHint')}</p>
      <TreatmentsEditor
        list={list}
        writes={{
          create: (body) => createTreatment({ assuranceId, body }),
          update: ({ id, body }) => updateTreatment({ assuranceId, id, body }),
          remove: (id) => removeTreatment({ assuranceId, id }),
        }}
      />
    </PageFrame>
  );
}
