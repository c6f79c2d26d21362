import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ACTION, type Patient } from '@dental/contracts';
import { useCan, useCanView } from '@dental/auth';
import { ErrorBanners, ErrorPanel, NotFound, PageFrame, Spinner, tabPanelProps, Tabs } from '@dental/ui';
import { PatientDialogsOnDemand } from '../actions/PatientDialogsOnDemand';
import { usePatientActions, type PatientActions } from '../actions/use-patient-actions';
import type { FileSection } from '../rules/back-link';
import { useFileBackLink } from '../rules/use-file-back-link';
import { usePatientPaths } from '../rules/use-patient-paths';
import { isFileSection, visibleSections } from './sections';
import { usePatientFile } from './patient-api';
import { PatientHeader } from './PatientHeader';
import { isPaymentSection } from './payments/payment-views';
import './patient-file.css';

// Each tab, with its texts and libraries (tooth chart, combobox, forms, print layouts), loads when opened.
const QuotesTab = lazy(() => import('./quotes/QuotesTab').then((module) => ({ default: module.QuotesTab })));
const InvoicesTab = lazy(() => import('./invoices/InvoicesTab').then((module) => ({ default: module.InvoicesTab })));
const PaymentsView = lazy(() => import('./payments/PaymentsView').then((module) => ({ default: module.PaymentsView })));
const SheetsView = lazy(() => import('./sheets/SheetsView').then((module) => ({ default: module.SheetsView })));
const PrescriptionsView = lazy(() => import('./prescriptions/PrescriptionsView').then((module) => ({ default: module.PrescriptionsView })));
const LaboView = lazy(() => import('./labo/LaboView').then((module) => ({ default: module.LaboView })));
const ClinicalTab = lazy(() => import('./clinical/ClinicalTab').then((module) => ({ default: module.ClinicalTab })));
const MoneyHistory = lazy(() => import('./history/MoneyHistory').then((module) => ({ default: module.MoneyHistory })));

/** /patient/{doctorId}/{patientId}/Manage/{section}: the patient file's frame, header and tabs. */
export function PatientFilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { doctorId = '', patientId, section } = useParams();
  const { state, reload } = usePatientFile(patientId);
  const backTo = useFileBackLink();
  // Writes refresh the header through their tags; a deleted patient's file is left.
  const actions = usePatientActions({ onDeleted: () => navigate(backTo) });

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
          <ErrorPanel message={state.messages.join(' ')} onRetry={() => void reload()} />
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

/** The sections are tabs, each at its own address: a tab goes to its section's address, the address selects the tab. */
function PatientFile({ patient, doctorId, section, backTo, actions }: FileProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePatientPaths();
  const panels = useId();
  const clinical = useCanView('DOSSIER_CLINIQUE');
  const imaging = useCanView('IMAGERIE');
  const sections = visibleSections(patient, { clinical: clinical || imaging, history: useCan(ACTION.approve, 'PAIEMENTS_PATIENTS') });
  if (!sections.includes(section)) return <Navigate to={paths.file(doctorId, patient._id)} replace />;
  const label = t(`sections.${section}`);
  return (
    <PageFrame title={patient.name} backTo={backTo}>
      <ErrorBanners messages={actions.pageErrors.messages} onDismiss={actions.pageErrors.dismiss} />
      <PatientHeader patient={patient} actions={actions} />
      <div className="patients-file__tabs">
        <Tabs<FileSection>
          label={t('file.sectionsLabel')}
          items={sections.map((id) => ({ id, label: t(`sections.${id}`) }))}
          active={section}
          onChange={(id) => navigate(paths.file(doctorId, patient._id, id), { replace: true })}
          panelIdPrefix={panels}
        />
      </div>
      <section className="dn-card patients-file__section" {...tabPanelProps(panels, section)}>
        {/* A boundary of its own per tab: a tab not loaded yet is selected at once and shows the spinner
            (React would otherwise keep the previous tab until it arrives, the navigation being a transition). */}
        <Suspense key={isPaymentSection(section) ? 'payments' : section} fallback={<Spinner />}>
          <SectionContent patient={patient} doctorId={doctorId} section={section} label={label} />
        </Suspense>
      </section>
      <PatientDialogsOnDemand actions={actions} defaultDoctor={doctorId} />
    </PageFrame>
  );
}

/** The contents of the file's section. */
function SectionContent({ patient, doctorId, section, label }: { patient: Patient; doctorId: string; section: FileSection; label: string }) {
  const { t } = useTranslation();
  if (isPaymentSection(section)) return <PaymentsView patient={patient} doctorId={doctorId} section={section} />;
  if (section === 'history') return <MoneyHistory patientId={patient._id} />;
  if (section === 'fiches') return <SheetsView patient={patient} />;
  if (section === 'prescription') return <PrescriptionsView patient={patient} />;
  if (section === 'clinical') return <ClinicalTab patient={patient} />;
  if (section === 'labo') return <LaboView patientId={patient._id} />;
  if (section === 'devis') return <QuotesTab patient={patient} />;
  if (section === 'invoices') return <InvoicesTab patient={patient} />;
  return <p className="patients-muted">{t('file.sectionPlaceholder', { section: label })}</p>;
}
