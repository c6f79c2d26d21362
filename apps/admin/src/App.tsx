import { ModuleRoutes, useBasePath } from '@dental/module-kit';
import { PaymentModesPage } from './payment-modes/PaymentModesPage';
import { UsersPage } from './users/UsersPage';
import { RolesPage } from './roles/RolesPage';
import { PermissionsPage } from './permissions/PermissionsPage';
import { TreatmentsPage } from './treatments/TreatmentsPage';
import { AssurancesPage } from './assurances/AssurancesPage';
import { AssurancePage } from './assurances/AssurancePage';
import { InsurerTreatmentsPage } from './assurances/InsurerTreatmentsPage';
import { InsuranceInvoicesPage } from './assurances/InsuranceInvoicesPage';
import { SettingsPage } from './settings/SettingsPage';

export function App() {
  // Each top-level segment as the application mounts this module (its props' base paths).
  const paths = {
    paymentMode: useBasePath('paymentMode'),
    user: useBasePath('user'),
    role: useBasePath('role'),
    permissions: useBasePath('permissions'),
    treatment: useBasePath('treatment'),
    assurance: useBasePath('assurance'),
    settings: useBasePath('settings'),
  };
  const routes = [
    { path: paths.paymentMode, title: 'paymentModes.title', element: <PaymentModesPage /> },
    { path: paths.user, title: 'users.title', element: <UsersPage /> },
    { path: paths.role, title: 'roles.title', element: <RolesPage /> },
    { path: paths.permissions, title: 'permissions.title', element: <PermissionsPage /> },
    { path: paths.treatment, title: 'treatments.title', element: <TreatmentsPage /> },
    { path: paths.assurance, title: 'assurances.title', element: <AssurancesPage /> },
    { path: `${paths.assurance}/:assId`, title: 'assurances.title', element: <AssurancePage /> },
    { path: `${paths.assurance}/:assId/treatments`, title: 'assurances.title', element: <InsurerTreatmentsPage /> },
    { path: `${paths.assurance}/:assId/patients/:doctorId`, title: 'assurances.title', element: <InsuranceInvoicesPage /> },
    { path: paths.settings, title: 'settings.title', element: <SettingsPage /> },
  ];
  return <ModuleRoutes routes={routes} />;
}
