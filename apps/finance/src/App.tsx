import { ModuleRoutes, useBasePath } from '@dental/module-kit';
import { StatisticsPage } from './StatisticsPage';

export function App() {
  // '/statistics' as the application mounts this module (its props' base paths).
  const base = useBasePath('statistics');
  const routes = [
    // /statistics/{doctorId} opens the first tab (Versement).
    { path: `${base}/:doctorId`, title: 'titles.statistics', element: <StatisticsPage /> },
    { path: `${base}/:doctorId/:tab`, title: 'titles.statistics', element: <StatisticsPage /> },
  ];
  return <ModuleRoutes routes={routes} />;
}
