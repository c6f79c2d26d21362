import { lazy, Suspense } from 'react';
import { ModuleRoutes, useBasePath } from '@dental/module-kit';
import { Spinner } from '@dental/ui';

// Each page is a chunk of its own, with its texts: the module's first page loads only its own.
const LaboratoriesPage = lazy(() => import('./labs/LaboratoriesPage').then((screen) => ({ default: screen.LaboratoriesPage })));
const LaboratoryPage = lazy(() => import('./laboratory/LaboratoryPage').then((screen) => ({ default: screen.LaboratoryPage })));
const ImplantsPage = lazy(() => import('./implants/ImplantsPage').then((screen) => ({ default: screen.ImplantsPage })));

export function App() {
  // '/laboratory' and '/implants' as the application mounts this module (its props' base paths).
  const laboratory = useBasePath('laboratory');
  const implants = useBasePath('implants');
  const routes = [
    { path: laboratory, title: 'titles.laboratories', element: <LaboratoriesPage /> },
    // /laboratory/{labId}, /laboratory/{labId}/{tab}, /laboratory/{labId}/{tab}/{doctorId}: the laboratory's tabs.
    { path: `${laboratory}/:labId`, title: 'titles.laboratory', element: <LaboratoryPage /> },
    { path: `${laboratory}/:labId/:tab`, title: 'titles.laboratory', element: <LaboratoryPage /> },
    { path: `${laboratory}/:labId/:tab/:doctorId`, title: 'titles.laboratory', element: <LaboratoryPage /> },
    { path: `${implants}/:doctorId`, title: 'titles.implants', element: <ImplantsPage /> },
  ];
  return (
    <Suspense fallback={<Spinner />}>
      <ModuleRoutes routes={routes} />
    </Suspense>
  );
}
