import { Navigate, useParams } from 'react-router-dom';
import { ModuleRoutes } from '@dental/module-kit';
import { PatientFilePage } from './file/PatientFilePage';
import { PatientListRoute } from './list/PatientListPage';
import { usePatientPaths } from './rules/use-patient-paths';

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
    { path: `${base}/:doctorId/:patientId/Manage/:section`, title: 'titles.file', element: <PatientFilePage /> },
    { path: `${base}/:doctorId/:patientId/Manage`, title: 'titles.file', element: <FileWithoutSection /> },
  ];
  return <ModuleRoutes routes={routes} />;
}
