import { lazy, Suspense } from 'react';
import { ModuleRoutes, useBasePath } from '@dental/module-kit';
import { Spinner } from '@dental/ui';
import { CalendarPage } from './calendar/CalendarPage';

// The working days and sessions page (with its texts), the recall list and the reminders load when opened.
const ConfigPage = lazy(() => import('./config/ConfigPage').then((screen) => ({ default: screen.ConfigPage })));
const RecallPage = lazy(() => import('./recall/RecallPage').then((screen) => ({ default: screen.RecallPage })));
const RemindersPage = lazy(() => import('./reminders/RemindersPage').then((screen) => ({ default: screen.RemindersPage })));

export function App() {
  // '/appointments' as the application mounts this module (its props' base paths).
  const base = useBasePath('appointments');
  const routes = [
    { path: `${base}/:doctorId`, title: 'titles.calendar', element: <CalendarPage /> },
    { path: `${base}/:doctorId/config`, title: 'titles.config', element: <ConfigPage /> },
    { path: `${base}/:doctorId/recall`, title: 'titles.recall', element: <RecallPage /> },
    { path: `${base}/:doctorId/reminders`, title: 'titles.reminders', element: <RemindersPage /> },
  ];
  return (
    <Suspense fallback={<Spinner />}>
      <ModuleRoutes routes={routes} />
    </Suspense>
  );
}
