import { ModuleRoutes, useBasePath } from '@dental/module-kit';
import { CalendarPage } from './calendar/CalendarPage';
import { ConfigPage } from './config/ConfigPage';

export function App() {
  // '/appointments' as the application mounts this module (its props' base paths).
  const base = useBasePath('appointments');
  const routes = [
    { path: `${base}/:doctorId`, title: 'titles.calendar', element: <CalendarPage /> },
    { path: `${base}/:doctorId/config`, title: 'titles.config', element: <ConfigPage /> },
  ];
  return <ModuleRoutes routes={routes} />;
}
