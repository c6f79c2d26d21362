import { Navigate, useParams } from 'react-router-dom';
import { ModuleRoutes } from '@dental/module-kit';
import { PatientFilePage } from './file/PatientFilePage';
import { PatientListRoute } from './list/PatientListPage';
import { patientFilePath } from './rules/back-link';

/** A file opened without a section shows its quotes. */
function FileWithoutSection() {
  const { doctorId = '', patientId = '' } = useParams();
  return <Navigate to={patientFilePath(doctorId, patientId)} replace />;
}

const routes = [
  { path: '/patient/consultation/:doctorId', title: 'titles.consultation', element: <PatientListRoute stage="consultation" /> },
  { path: '/patient/current/:doctorId', title: 'titles.current', element: <PatientListRoute stage="current" /> },
  { path: '/patient/finish/:doctorId', title: 'titles.finish', element: <PatientListRoute stage="finish" /> },
  { path: '/patient/:doctorId/:patientId/Manage/:section', title: 'titles.file', element: <PatientFilePage /> },
  { path: '/patient/:doctorId/:patientId/Manage', title: 'titles.file', element: <FileWithoutSection /> },
];

export function App() {
  return <ModuleRoutes routes={routes} />;
}
