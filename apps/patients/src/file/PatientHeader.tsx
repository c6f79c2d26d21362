import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import { routeUrl, type Patient } from '@dental/contracts';
import { useAppSelector } from '@dental/auth';
import { ageFrom, hasWhatsApp } from '@dental/domain';
import { listView, referenceApi } from '@dental/api-client';
import { DownloadButton } from '@dental/ui';
import { formatPercent, useLanguage } from '@dental/i18n';
import { PatientActionButtons } from '../actions/PatientActionButtons';
import type { PatientActions } from '../actions/use-patient-actions';
import { stageOf } from '@dental/domain';
import { debtReminderLink } from '../rules/whatsapp';
import { PhoneNumber } from '../shared/PatientBits';
import { BalanceWords } from './statement/BalanceWords';
import { StatementButton } from './statement/StatementDialog';
import { useMessageLanguageWords } from '../shared/message-language';

/** The patient's insurer and the part it covers ("CNAM · 80 %"), or nothing for a patient without one. */
function InsurerCover({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const assurances = listView(referenceApi.useAssurancesQuery());
  const { society, percentCovered } = patient.assurance;
  if (!society) return null;
  const insurer = assurances.items.find((assurance) => assurance._id === society)?.name ?? '…';
  return (
    <div className="patients-file__fact">
      <dt>{t('insurer')}</dt>
      <dd>{percentCovered === null ? insurer : t('insurerCover', { insurer, percent: formatPercent(percentCovered, language) })}</dd>
    </div>
  );
}

/**
 * The patient file's header (spec part 2 §2): balance in words (Doit / Avance / Soldé), the insurer and its cover, registration number, age, health condition,
 * phone and WhatsApp, the language of messages, the buttons the patient's stage allows, a debt reminder on WhatsApp, and the
 * patient's whole file as a zip (issue 39: the right of access), for anyone who sees the patient.
 */
export function PatientHeader({ patient, actions }: { patient: Patient; actions: PatientActions }) {
  const { t } = useTranslation();
  const clinicName = useAppSelector((state) => state.settings.data?.clinicName ?? '');
  const age = ageFrom(patient.dob);
  const reminder = debtReminderLink(patient, clinicName);
  const stage = stageOf(patient);
  const languageWords = useMessageLanguageWords();

  return (
    <section className="dn-card patients-file__header" aria-label={t('file.headerLabel', { name: patient.name })}>
      <div className="patients-file__badges">
        <span className={`dn-badge patients-stage patients-stage--${stage}`}>{t(`stages.${stage}`)}</span>
        {patient.archive && <span className="dn-badge">{t('list.archived')}</span>}
      </div>
      <dl className="patients-file__facts">
        <div className="patients-file__fact patients-file__fact--balance">
          <dt>{t('file.balance')}</dt>
          <dd>
            <BalanceWords amount={patient.balance} />
          </dd>
        </div>
        <InsurerCover patient={patient} />
        <div className="patients-file__fact">
          <dt>{t('file.regNo')}</dt>
          <dd className="patients-file__regno">{patient.RegNo ?? t('file.noRegNo')}</dd>
        </div>
        <div className="patients-file__fact">
          <dt>{t('file.age')}</dt>
          <dd>{age === null ? t('file.unknown') : t('file.years', { count: age })}</dd>
        </div>
        <div className="patients-file__fact">
          <dt>{t('form.phone')}</dt>
          <dd>
            <PhoneNumber value={patient.contact.phone} />
          </dd>
        </div>
        {hasWhatsApp(patient.contact.whatsApp) && (
          <div className="patients-file__fact">
            <dt>{t('form.whatsApp')}</dt>
            <dd>
              <PhoneNumber value={patient.contact.whatsApp} />
            </dd>
          </div>
        )}
        <div className="patients-file__fact">
          <dt>{t('form.messageLanguage')}</dt>
          <dd>{languageWords(patient.messageLanguage)}</dd>
        </div>
        <div className="patients-file__fact patients-file__fact--wide">
          <dt>{t('form.healthCondition')}</dt>
          <dd>{patient.HealthCondition?.trim() || t('file.nothing')}</dd>
        </div>
      </dl>
      <div className="patients-file__buttons">
        <PatientActionButtons patient={patient} actions={actions} />
        <StatementButton patient={patient} />
        <DownloadButton
          label={t('file.exportFile')}
          busyLabel={t('file.exportBusy')}
          path={routeUrl('exports.patient', { id: patient._id })}
          fallbackName={`patient-${patient._id}.zip`}
        />
        {reminder && (
          <a className="dn-button patients-file__whatsapp" href={reminder} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" size={16} />
            {t('file.whatsAppReminder')}
          </a>
        )}
      </div>
    </section>
  );
}
