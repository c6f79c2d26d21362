import { ModuleRoutes, useBasePath } from '@dental/module-kit';

export function App() {
  // '/Consumables' as the application mounts this module (its props' base paths).
  const base = useBasePath('Consumables');
  const routes = [
    { path: `${base}/:doctorId`, title: 'titles.consumables' },
    { path: `${base}/:doctorId/*`, title: 'titles.consumables' },
  ];
  return <ModuleRoutes routes={routes} />;
}
