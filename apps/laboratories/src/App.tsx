import { ModuleRoutes } from '@dental/module-kit';

const routes = [
  { path: '/laboratory', title: 'titles.laboratories' },
  { path: '/laboratory/:labId/*', title: 'titles.laboratory', backTo: '/laboratory' },
  { path: '/implants/:doctorId', title: 'titles.implants' },
];

export function App() {
  return <ModuleRoutes routes={routes} />;
}
