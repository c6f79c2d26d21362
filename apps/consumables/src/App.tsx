import { ModuleRoutes } from '@dental/module-kit';

const routes = [
  { path: '/Consumables/:doctorId', title: 'titles.consumables' },
  { path: '/Consumables/:doctorId/*', title: 'titles.consumables' },
];

export function App() {
  return <ModuleRoutes routes={routes} />;
}
