import { ModuleRoutes } from '@dental/module-kit';
import { PaymentModesPage } from './payment-modes/PaymentModesPage';
import { UsersPage } from './users/UsersPage';
import { RolesPage } from './roles/RolesPage';
import { PermissionsPage } from './permissions/PermissionsPage';
import { TreatmentsPage } from './treatments/TreatmentsPage';
import { AssurancesPage } from './assurances/AssurancesPage';
import { AssurancePage } from './assurances/AssurancePage';
import { InsurerTreatmentsPage } from './assurances/InsurerTreatmentsPage';
import { InsuranceInvoicesPage } from './assurances/InsuranceInvoicesPage';

const routes = [
  { path: '/paymentMode', title: 'paymentModes.title', element: <PaymentModesPage /> },
  { path: '/user', title: 'users.title', element: <UsersPage /> },
  { path: '/role', title: 'roles.title', element: <RolesPage /> },
  { path: '/permissions', title: 'permissions.title', element: <PermissionsPage /> },
  { path: '/treatment', title: 'treatments.title', element: <TreatmentsPage /> },
  { path: '/assurance', title: 'assurances.title', element: <AssurancesPage /> },
  { path: '/assurance/:assId', title: 'assurances.title', element: <AssurancePage /> },
  { path: '/assurance/:assId/treatments', title: 'assurances.title', element: <InsurerTreatmentsPage /> },
  { path: '/assurance/:assId/patients/:doctorId', title: 'assurances.title', element: <InsuranceInvoicesPage /> },
];

export function App() {
  return <ModuleRoutes routes={routes} />;
}
