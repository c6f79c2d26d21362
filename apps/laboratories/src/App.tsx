import { ModuleRoutes, useBasePath } from '@dental/module-kit';
import { LabTreatmentsPage } from './lab-treatments/LabTreatmentsPage';
import { LaboratoriesPage } from './labs/LaboratoriesPage';

export function App() {
  // '/laboratory' and '/implants' as the application mounts this module (its props' base paths).
  const laboratory = useBasePath('laboratory');
  const implants = useBasePath('implants');
  const routes = [
    { path: laboratory, title: 'titles.laboratories', element: <LaboratoriesPage /> },
    { path: `${laboratory}/:labId/treatments`, title: 'titles.laboratory', element: <LabTreatmentsPage /> },
    { path: `${laboratory}/:labId/*`, title: 'titles.laboratory', backTo: laboratory },
    { path: `${implants}/:doctorId`, title: 'titles.implants' },
  ];
  return <ModuleRoutes routes={routes} />;
}
