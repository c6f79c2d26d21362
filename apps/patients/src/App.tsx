import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { ModuleRoutes } from '@dental/module-kit';
import { PageFrame, Spinner } from '@dental/ui';
import { PatientListRoute } from './list/PatientListPage';
import { useFileBackLink } from './rules/use-file-back-link';
import { usePatientPaths } from './rules/use-patient-paths';

// The file (its header, tabs and dialogs) loads when a file is opened: the lists come without it.
const PatientFilePage = lazy(() => import('./file/PatientFilePage').then((module) => ({ default: module.PatientFilePage })));

/** The file page once loaded; meanwhile its frame, as the page shows while the patient is read. */
function LazyFilePage() {
  const { t } = useTranslation();
  const backTo = useFileBackLink();
  return (
    <Suspense
      fallback={
        <PageFrame title={t('titles.file')} backTo={backTo}>
          <Spinner />
        </PageFrame>
      }
    >
      <PatientFilePage />
    </Suspense>
  );
}

/** A file opened without a section shows its quotes. */
function FileWithoutSection() {
  const { doctorId = '', patientId = '' } = useParams();
  const paths = usePatientPaths();
  return <Navigate to={paths.file(doctorId, patientId)} replace />;
}

export function App() {
  // '/patient' as the application mounts this module (its props' base paths).
  const { base } = usePatientPaths();
  const routes = [
    { path: `${base}/consultation/:doctorId`, title: 'titles.consultation', element: <PatientListRoute stage="consultation" /> },
    { path: `${base}/current/:doctorId`, title: 'titles.current', element: <PatientListRoute stage="current" /> },
    { path: `${base}/finish/:doctorId`, title: 'titles.finish', element: <PatientListRoute stage="finish" /> },
    { path: `${base}/:doctorId/:patientId/Manage/:section`, title: 'titles.file', element: <LazyFilePage /> },
    { path: `${base}/:doctorId/:patientId/Manage`, title: 'titles.file', element: <FileWithoutSection /> },
  ];
  return <ModuleRoutes routes={routes} />;
}
