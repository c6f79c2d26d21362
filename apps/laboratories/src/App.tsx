import { ModuleRoutes, useBasePath } from '@dental/module-kit';
import { ImplantsPage } from './implants/ImplantsPage';
import { LaboratoryPage } from './laboratory/LaboratoryPage';
import { LaboratoriesPage } from './labs/LaboratoriesPage';

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
  return <ModuleRoutes routes={routes} />;
}
