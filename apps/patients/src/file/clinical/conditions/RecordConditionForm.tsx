import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conditionName, type ConditionType, type Patient } from '@dental/contracts';
import { localDay } from '@dental/domain';
import { useLanguage } from '@dental/i18n';
import { ErrorBanners } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { clinicalApi } from '../clinical-api';

interface ConditionValues {
  type: string;
  date: string;
  surface: string;
}

export interface RecordConditionFormProps {
  patient: Patient;
  types: readonly ConditionType[];
  /** The teeth chosen on the chart, in the order they were chosen. */
  chosen: readonly string[];
  onClear: () => void;
  /** Choosing mode: a click on the chart chooses a tooth. */
  choosing: boolean;
  onChoosing: (choosing: boolean) => void;
}

/**
 * Records a condition on the teeth chosen on the chart, on a day (today by default): the server
 * answers each refusal in the user's language, and nothing is recorded then.
 */
export function RecordConditionForm({ patient, types, chosen, onClear, choosing, onChoosing }: RecordConditionFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [record] = clinicalApi.useRecordConditionMutation();
  const [recorded, setRecorded] = useState('');
  const { form, banners, saving, submitWith, fieldState } = useServerForm<ConditionValues>({
    defaultValues: { type: '', date: localDay(), surface: '' },
    serverFields: { type: ['clinical.conditionTypeRequired', 'clinical.conditionTypeUnknown'], date: ['clinical.dateInvalid', 'clinical.dateInFuture'] },
    dateFields: { date: 'clinical.dateInvalid' },
  });

  const submit = submitWith(async ({ type, date, surface }) => {
    setRecorded('');
    const teeth = [...chosen];
    await record({ patientId: patient._id, input: { patient: patient._id, teeth, type, date, surface: surface.trim() || null } }).unwrap();
    const chosenType = types.find((candidate) => candidate._id === type);
    setRecorded(t('clinical.tools.recorded', { condition: chosenType ? conditionName(chosenType, language) : '', teeth: teeth.join(t('clinical.chart.listSeparator')) }));
    onClear();
  });

  return (
    <form className="dn-form patients-clinical__tools" onSubmit={submit} noValidate aria-label={t('clinical.tools.title')}>
      <h3 className="patients-clinical__subtitle">{t('clinical.tools.title')}</h3>
      <label className="dn-field dn-field--inline">
        <input type="checkbox" checked={choosing} onChange={(event) => onChoosing(event.target.checked)} />
        {t('clinical.tools.selectMode')}
      </label>
      <div className="patients-clinical__chosen">
        <span aria-live="polite">{chosen.length > 0 ? t('clinical.tools.chosen', { teeth: chosen.join(t('clinical.chart.listSeparator')) }) : t('clinical.tools.noneChosen')}</span>
        {chosen.length > 0 && (
          <button type="button" className="dn-button dn-button--ghost" onClick={onClear}>
            {t('clinical.tools.clear')}
          </button>
        )}
      </div>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <div className="patients-clinical__fields">
        <label className="dn-field">
          {t('clinical.tools.condition')}
          <select {...form.register('type')} {...fieldState('type')}>
            <option value="">{t('clinical.tools.choose')}</option>
            {types.map((type) => (
              <option key={type._id} value={type._id}>
                {conditionName(type, language)}
              </option>
            ))}
          </select>
        </label>
        <label className="dn-field">
          {t('clinical.tools.date')}
          <input type="date" dir="ltr" max={localDay()} {...form.register('date')} {...fieldState('date', 'dn-input dn-input--date')} />
        </label>
        <label className="dn-field">
          {t('clinical.tools.surface')}
          <input {...form.register('surface')} {...fieldState('surface')} maxLength={20} dir="ltr" autoComplete="off" />
        </label>
        <button type="submit" className="dn-button" disabled={saving}>
          {saving ? t('common:saving') : t('clinical.tools.record')}
        </button>
      </div>
      <p role="status" className="patients-clinical__status">
        {recorded}
      </p>
    </form>
  );
}
