import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Patient } from '@dental/contracts';
import { rememberBackLink } from '@dental/module-kit';
import { usePatientPaths } from '../rules/use-patient-paths';
import { PhoneNumber } from '../shared/PatientBits';

function DuplicateRow({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const paths = usePatientPaths();
  const location = useLocation();
  return (
    <li className="patients-duplicates__row">
      <span className="patients-duplicates__regno">{patient.RegNo ? t('duplicates.regNo', { regNo: patient.RegNo }) : t('stages.consultation')}</span>
      <span className="patients-duplicates__name">{patient.name}</span>
      <PhoneNumber value={patient.contact.phone} />
      <span>{patient.dob === null ? '' : t('duplicates.born', { year: patient.dob })}</span>
      <Link to={paths.file(patient.doctor[0] ?? '', patient._id)} onClick={() => rememberBackLink(location.pathname + location.search)}>
        {t('duplicates.open')}
      </Link>
    </li>
  );
}

/**
 * The files the patient being added may already have (issue 19): open one of them, or create a
 * new file anyway. The consultation box is left as it is: this check is what spares the patient
 * a second consultation charge.
 */
export function DuplicatesPanel({ patients, onCreateAnyway }: { patients: readonly Patient[]; onCreateAnyway: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="patients-duplicates" aria-labelledby={titleId}>
      <p id={titleId} className="patients-duplicates__title" role="alert">
        {t('duplicates.title', { count: patients.length })}
      </p>
      <p className="patients-form__hint">{t('duplicates.hint')}</p>
      <ul className="patients-duplicates__list">
        {patients.map((patient) => (
          <DuplicateRow key={patient._id} patient={patient} />
        ))}
      </ul>
      <div>
        <button type="button" className="dn-button dn-button--ghost" onClick={onCreateAnyway}>
          {t('duplicates.createAnyway')}
        </button>
      </div>
    </section>
  );
}
