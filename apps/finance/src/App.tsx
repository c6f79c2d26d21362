import { ModuleRoutes } from '@dental/module-kit';

const routes = [
  { path: '/statistics/:doctorId', title: 'titles.statistics' },
  { path: '/statistics/:doctorId/:tab', title: 'titles.statistics' },
];

export function App() {
  return <ModuleRoutes routes={routes} />;
}
