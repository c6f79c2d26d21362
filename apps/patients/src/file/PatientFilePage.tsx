import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useNavigate, useParams } from 'react-router-dom';
import type { Patient } from '@dental/contracts';
import { ErrorBanners, ErrorPanel, NotFound, PageFrame, Spinner } from '@dental/ui';
import { PatientDialogs } from '../actions/PatientDialogs';
import { usePatientActions, type PatientActions } from '../actions/use-patient-actions';
import { storedBackLink, type FileSection } from '../rules/back-link';
import { usePatientPaths } from '../rules/use-patient-paths';
import { isFileSection, visibleSections } from './sections';
import { PatientHeader } from './PatientHeader';
import { usePatient } from './use-patient';
import './patient-file.css';

/** /patient/{doctorId}/{patientId}/Manage/{section}: the patient file's frame, header and tabs. */
export function PatientFilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { doctorId = '', patientId, section } = useParams();
  const { state, reload } = usePatient(patientId);
  const paths = usePatientPaths();
  // Where the file was opened from; else the doctor's current patients.
  const [backTo] = useState(() => storedBackLink() ?? paths.list('current', doctorId));
  const actions = usePatientActions({ onChanged: reload, onDeleted: () => navigate(backTo) });

  if (!isFileSection(section)) return <NotFound />;
  switch (state.status) {
    case 'loading':
      return (
        <PageFrame title={t('titles.file')} backTo={backTo}>
          <Spinner />
        </PageFrame>
      );
    case 'missing':
      return <NotFound />;
    case 'failed':
      return (
        <PageFrame title={t('titles.file')} backTo={backTo}>
          <ErrorPanel message={state.messages.join(' ')} onRetry={reload} />
        </PageFrame>
      );
    case 'found':
      return <PatientFile patient={state.patient} doctorId={doctorId} section={section} backTo={backTo} actions={actions} />;
  }
}

interface FileProps {
  patient: Patient;
  doctorId: string;
  section: FileSection;
  backTo: string;
  actions: PatientActions;
}

function PatientFile({ patient, doctorId, section, backTo, actions }: FileProps) {
  const { t } = useTranslation();
  const paths = usePatientPaths();
  const sections = visibleSections(patient);
  if (!sections.includes(section)) return <Navigate to={paths.file(doctorId, patient._id)} replace />;
  const label = t(`sections.${section}`);
  return (
    <PageFrame title={patient.name} backTo={backTo}>
      <ErrorBanners messages={actions.pageErrors.messages} onDismiss={actions.pageErrors.dismiss} />
      <PatientHeader patient={patient} actions={actions} />
      <nav className="dn-tabs patients-file__tabs" aria-label={t('file.sectionsLabel')}>
        {sections.map((id) => (
          <NavLink key={id} to={paths.file(doctorId, patient._id, id)} className="dn-tab" replace>
            {t(`sections.${id}`)}
          </NavLink>
        ))}
      </nav>
      <section className="dn-card patients-file__section" aria-label={label}>
        <p className="patients-muted">{t('file.sectionPlaceholder', { section: label })}</p>
      </section>
      <PatientDialogs actions={actions} defaultDoctor={doctorId} />
    </PageFrame>
  );
}
