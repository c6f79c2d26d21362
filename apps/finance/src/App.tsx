import { ModuleRoutes, useBasePath } from '@dental/module-kit';

export function App() {
  // '/statistics' as the application mounts this module (its props' base paths).
  const base = useBasePath('statistics');
  const routes = [
    { path: `${base}/:doctorId`, title: 'titles.statistics' },
    { path: `${base}/:doctorId/:tab`, title: 'titles.statistics' },
  ];
  return <ModuleRoutes routes={routes} />;
}
