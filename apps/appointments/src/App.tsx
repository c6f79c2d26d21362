import { lazy, Suspense } from 'react';
import { ModuleRoutes, useBasePath } from '@dental/module-kit';
import { Spinner } from '@dental/ui';
import { CalendarPage } from './calendar/CalendarPage';

// The working days and sessions page loads, with its texts, when opened.
const ConfigPage = lazy(() => import('./config/ConfigPage').then((screen) => ({ default: screen.ConfigPage })));

export function App() {
  // '/appointments' as the application mounts this module (its props' base paths).
  const base = useBasePath('appointments');
  const routes = [
    { path: `${base}/:doctorId`, title: 'titles.calendar', element: <CalendarPage /> },
    { path: `${base}/:doctorId/config`, title: 'titles.config', element: <ConfigPage /> },
  ];
  return (
    <Suspense fallback={<Spinner />}>
      <ModuleRoutes routes={routes} />
    </Suspense>
  );
}
