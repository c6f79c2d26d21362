import { useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { clinicNameIn, directionOf, type Patient } from '@dental/contracts';
import { useAppSelector } from '@dental/auth';
import { formatDate, i18n } from '@dental/i18n';
import { PrintLayout } from '@dental/ui';
import { useDoctorNames } from '../../quotes/PrintedParties';
import { NAMESPACE } from '../../../screen-texts';
import { fillConsent } from './consent-text';

export interface PrintedConsentProps {
  patient: Pick<Patient, 'name'>;
  /** The template in the form's language, with its placeholders. */
  template: string;
  act: string;
  /** YYYY-MM-DD */
  date: string;
  language: 'fr' | 'ar';
}

/** The form itself, in its own language: the clinic's header, the filled text and the signature lines. */
function ConsentDocument({ patient, template, act, date, language }: PrintedConsentProps) {
  const { t } = useTranslation();
  const { doctorId } = useParams();
  const settings = useAppSelector((state) => state.settings.data);
  const [doctor = ''] = useDoctorNames(doctorId ? [doctorId] : []);
  const text = fillConsent(template, { '{clinique}': clinicNameIn(settings, language), '{patient}': patient.name, '{acte}': act, '{date}': formatDate(date, language), '{medecin}': doctor });
  return (
    <div dir={directionOf(language)} lang={language}>
      <PrintLayout
        title={t('clinicalConsent.document')}
        footer={
          <div className="patients-consent__signatures">
            <p className="patients-consent__signature">{t('clinicalConsent.patientSignature')}</p>
            <p className="patients-consent__signature">{t('clinicalConsent.doctorSignature')}</p>
          </div>
        }
      >
        <p className="patients-consent__text">{text}</p>
      </PrintLayout>
    </div>
  );
}

/**
 * The printable consent form in the language chosen for it, whatever the screen's: an Arabic form
 * reads right to left with the clinic's Arabic name and Arabic words, a French one left to right.
 */
export function PrintedConsent(props: PrintedConsentProps) {
  const printed = useMemo(() => i18n.cloneInstance({ lng: props.language }), [props.language]);
  return (
    <I18nextProvider i18n={printed} defaultNS={NAMESPACE}>
      <ConsentDocument {...props} />
    </I18nextProvider>
  );
}
