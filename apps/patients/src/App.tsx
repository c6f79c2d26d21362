import { ModuleRoutes } from '@dental/module-kit';

const routes = [
  { path: '/patient/consultation/:doctorId', title: 'titles.consultation' },
  { path: '/patient/current/:doctorId', title: 'titles.current' },
  { path: '/patient/finish/:doctorId', title: 'titles.finish' },
  { path: '/patient/:doctorId/:patientId/Manage/:section', title: 'titles.file' },
];

export function App() {
  return <ModuleRoutes routes={routes} />;
}
