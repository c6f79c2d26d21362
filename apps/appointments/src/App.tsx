import { ModuleRoutes, useBasePath } from '@dental/module-kit';

export function App() {
  // '/appointments' as the application mounts this module (its props' base paths).
  const base = useBasePath('appointments');
  const routes = [
    { path: `${base}/:doctorId`, title: 'titles.calendar' },
    { path: `${base}/:doctorId/config`, title: 'titles.config', backTo: '..' },
  ];
  return <ModuleRoutes routes={routes} />;
}
