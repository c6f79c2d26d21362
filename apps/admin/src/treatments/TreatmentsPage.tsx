import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_TREATMENT_TYPE, TREATMENT_TYPES, type TreatmentType } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { PageFrame, Tabs } from '@dental/ui';
import { treatmentWritesApi } from './treatments-api';
import { TreatmentsEditor } from './TreatmentsEditor';
import { addScreenTexts } from '../texts';
import { treatmentsTranslations } from './translations';

addScreenTexts(treatmentsTranslations);

function isTreatmentType(value: string | null): value is TreatmentType {
  return (TREATMENT_TYPES as readonly string[]).includes(value ?? '');
}

/** The cabinet's treatment catalogue, a tab per type (soins first); the open tab is in the address. */
export function TreatmentsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('type');
  const type: TreatmentType = isTreatmentType(requested) ? requested : DEFAULT_TREATMENT_TYPE;
  const list = listView(referenceApi.useTreatmentsQuery());
  const [create] = treatmentWritesApi.useCreateTreatmentMutation();
  const [update] = treatmentWritesApi.useUpdateTreatmentMutation();
  const [remove] = treatmentWritesApi.useRemoveTreatmentMutation();

  return (
    <PageFrame title={t('treatments.title')}>
      <Tabs
        label={t('treatments.type')}
        items={TREATMENT_TYPES.map((id) => ({ id, label: t(`treatments.types.${id}`) }))}
        active={type}
        onChange={(next) => setSearch(next === DEFAULT_TREATMENT_TYPE ? {} : { type: next }, { replace: true })}
      />
      <TreatmentsEditor
        list={{ ...list, items: list.items.filter((treatment) => treatment.type === type) }}
        defaultType={type}
        writes={{ create, update, remove }}
      />
    </PageFrame>
  );
}
