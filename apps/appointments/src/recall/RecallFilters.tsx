import { useTranslation } from 'react-i18next';
import type { RecallQueryInput } from '@dental/contracts';

export interface RecallFilterValues {
  window: NonNullable<RecallQueryInput['window']>;
  contacted: NonNullable<RecallQueryInput['contacted']>;
}

const RECALL_WINDOWS: readonly RecallFilterValues['window'][] = ['thisMonth', 'overdue', 'all'];
const RECALL_CONTACTED: readonly RecallFilterValues['contacted'][] = ['all', 'yes', 'no'];

/** The recall list's filters: when the check-up is due, and whether the patient was contacted. */
export function RecallFilters({ value, onChange }: { value: RecallFilterValues; onChange: (value: RecallFilterValues) => void }) {
  const { t } = useTranslation('appointments');
  return (
    <div className="appointments-filters">
      <label className="dn-field">
        {t('recall.window')}
        <select className="dn-input" name="window" value={value.window} onChange={(e) => onChange({ ...value, window: e.target.value as RecallFilterValues['window'] })}>
          {RECALL_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {t(`recall.windows.${window}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="dn-field">
        {t('recall.contacted')}
        <select className="dn-input" name="contacted" value={value.contacted} onChange={(e) => onChange({ ...value, contacted: e.target.value as RecallFilterValues['contacted'] })}>
          {RECALL_CONTACTED.map((contacted) => (
            <option key={contacted} value={contacted}>
              {t(`recall.contactedOptions.${contacted}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
