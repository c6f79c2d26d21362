import { ModuleRoutes } from '@dental/module-kit';

const routes = [
  { path: '/appointments/:doctorId', title: 'titles.calendar' },
  { path: '/appointments/:doctorId/config', title: 'titles.config', backTo: '..' },
];

export function App() {
  return <ModuleRoutes routes={routes} />;
}
