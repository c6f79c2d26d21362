import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '@dental/contracts';
import { useAppSelector } from '@dental/auth';
import { personName } from '@dental/domain';
import { formatDate, useLanguage } from '@dental/i18n';
import './PrintedParties.css';
import { addScreenTexts } from '../../screen-texts';
import { quotesTranslations } from './translations';

// Printed by the quotes, invoices and prescriptions tabs: its texts come with it to whichever loads it first.
addScreenTexts(quotesTranslations);

/**
 * The names of the doctors named by `ids` as documents print them (the full name when known, else
 * the username: libs/domain `personName`), in that order, each once; unknown ids are left out.
 */
export function useDoctorNames(ids: readonly string[]): string[] {
  const users = useAppSelector((state) => state.users.items);
  const names = [...new Set(ids)].map((id) => {
    const user = users.find((item) => item._id === id);
    return user && personName(user);
  });
  return names.filter((name): name is string => Boolean(name));
}

/** One labelled fact of a printed document. */
export function PrintedFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The clinic's address and phone as its settings give them (an empty one is left out; its name and logo head the page), and the doctors. */
function IssuerFacts({ doctors }: { doctors: readonly string[] }) {
  const { t } = useTranslation();
  const settings = useAppSelector((state) => state.settings.data);
  return (
    <dl className="patients-print-parties__block" aria-label={t('quotes.clinic')}>
      {settings?.address && <PrintedFact label={t('quotes.clinicAddress')}>{settings.address}</PrintedFact>}
      {settings?.phone && (
        <PrintedFact label={t('quotes.clinicPhone')}>
          <bdi dir="ltr">{settings.phone}</bdi>
        </PrintedFact>
      )}
      {doctors.length > 0 && <PrintedFact label={doctors.length > 1 ? t('quotes.doctors') : t('quotes.doctor')}>{doctors.join(', ')}</PrintedFact>}
    </dl>
  );
}

export interface PrintedPartiesProps {
  /** The doctors' names (full names when known, else usernames). */
  doctors: readonly string[];
  patient: Pick<Patient, 'name' | 'RegNo'>;
  /** The document's day. */
  date: string;
  /** More facts about the patient (an age). */
  children?: ReactNode;
}

/**
 * Who a printed document is from and for: the clinic (name, address, phone) and the doctors, then
 * the patient with their registration number, and the date.
 */
export function PrintedParties({ doctors, patient, date, children }: PrintedPartiesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="patients-print-parties">
      <IssuerFacts doctors={doctors} />
      <dl className="patients-print-parties__block" aria-label={t('quotes.patient')}>
        <PrintedFact label={t('quotes.patient')}>{patient.name}</PrintedFact>
        <PrintedFact label={t('quotes.regNo')}>{patient.RegNo ?? t('quotes.noRegNo')}</PrintedFact>
        {children}
        <PrintedFact label={t('quotes.date')}>{formatDate(date, language)}</PrintedFact>
      </dl>
    </div>
  );
}
