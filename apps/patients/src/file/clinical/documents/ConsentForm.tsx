import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import type { ChartAct, Patient } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { localDay } from '@dental/domain';
import { ErrorPanel, Spinner } from '@dental/ui';
import { clinicalApi } from '../clinical-api';
import { documentsApi } from './documents-api';
import { PrintedConsent } from './PrintedConsent';

type ConsentValues = { act: string; language: 'fr' | 'ar'; date: string };

/** The planned acts (quote lines not done) as a form names them, each once: "Couronne (dent 36)". */
function usePlannedActs(patientId: string): string[] {
  const { t } = useTranslation();
  const acts: readonly ChartAct[] = clinicalApi.useClinicalChartQuery(patientId).data?.acts ?? [];
  return [...new Set(acts.filter((act) => act.status === 'planned').map((act) => t('clinicalConsent.onTooth', { treatment: act.treatment, tooth: act.tooth })))];
}

/**
 * The consent form to print for a planned act: the act (chosen among the planned ones, then
 * written as it should print), the form's language and its date; the form below follows as they change.
 */
export function ConsentForm({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const plannedId = useId();
  const template = documentsApi.useConsentTemplateQuery();
  const planned = usePlannedActs(patient._id);
  const form = useForm<ConsentValues>({ defaultValues: { act: '', language: 'fr', date: localDay() } });
  const [act, language, date] = useWatch({ control: form.control, name: ['act', 'language', 'date'] });

  if (template.isError) return <ErrorPanel message={problemMessages(template.error).join(' ')} onRetry={() => void template.refetch()} />;
  if (!template.data) return <Spinner />;
  return (
    <div className="patients-consent">
      <form className="dn-form patients-consent__form" onSubmit={(event) => event.preventDefault()} noValidate>
        <label className="dn-field" htmlFor={plannedId}>
          {t('clinicalConsent.plannedActs')}
        </label>
        <select id={plannedId} className="dn-input" value="" disabled={planned.length === 0} onChange={(event) => form.setValue('act', event.target.value)}>
          <option value="">{planned.length === 0 ? t('clinicalConsent.noPlannedAct') : t('clinicalConsent.chooseAct')}</option>
          {planned.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label className="dn-field">
          {t('clinicalConsent.act')}
          <input className="dn-input" dir="auto" {...form.register('act')} />
        </label>
        <label className="dn-field">
          {t('clinicalConsent.language')}
          <select className="dn-input" {...form.register('language')}>
            {(['fr', 'ar'] as const).map((option) => (
              <option key={option} value={option}>
                {t(`clinicalConsent.languages.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="dn-field">
          {t('clinicalConsent.date')}
          <input className="dn-input dn-input--date" type="date" dir="ltr" {...form.register('date')} />
        </label>
        {template.data.defaults && <p className="patients-consent__hint">{t('clinicalConsent.defaults')}</p>}
      </form>
      <PrintedConsent patient={patient} template={template.data[language]} act={act} date={date || localDay()} language={language} />
    </div>
  );
}
