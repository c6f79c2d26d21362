import { lazy, Suspense } from 'react';
import { ModuleRoutes, useBasePath } from '@dental/module-kit';
import { Spinner } from '@dental/ui';

// Each screen is a chunk of its own, with its texts: the module's first page loads only its own.
const PaymentModesPage = lazy(() => import('./payment-modes/PaymentModesPage').then((screen) => ({ default: screen.PaymentModesPage })));
const UsersPage = lazy(() => import('./users/UsersPage').then((screen) => ({ default: screen.UsersPage })));
const RolesPage = lazy(() => import('./roles/RolesPage').then((screen) => ({ default: screen.RolesPage })));
const PermissionsPage = lazy(() => import('./permissions/PermissionsPage').then((screen) => ({ default: screen.PermissionsPage })));
const TreatmentsPage = lazy(() => import('./treatments/TreatmentsPage').then((screen) => ({ default: screen.TreatmentsPage })));
const ConditionTypesPage = lazy(() => import('./conditions/ConditionTypesPage').then((screen) => ({ default: screen.ConditionTypesPage })));
const AssurancesPage = lazy(() => import('./assurances/AssurancesPage').then((screen) => ({ default: screen.AssurancesPage })));
const AssurancePage = lazy(() => import('./assurances/AssurancePage').then((screen) => ({ default: screen.AssurancePage })));
const InsurerTreatmentsPage = lazy(() => import('./assurances/InsurerTreatmentsPage').then((screen) => ({ default: screen.InsurerTreatmentsPage })));
const InsuranceInvoicesPage = lazy(() => import('./assurances/InsuranceInvoicesPage').then((screen) => ({ default: screen.InsuranceInvoicesPage })));
const SettingsPage = lazy(() => import('./settings/SettingsPage').then((screen) => ({ default: screen.SettingsPage })));
const MessageTextsPage = lazy(() => import('./settings/MessageTextsPage').then((screen) => ({ default: screen.MessageTextsPage })));
const ImportPage = lazy(() => import('./transfer/ImportPage').then((screen) => ({ default: screen.ImportPage })));
const ExportPage = lazy(() => import('./transfer/ExportPage').then((screen) => ({ default: screen.ExportPage })));
const ConsentTemplatePage = lazy(() => import('./settings/ConsentTemplatePage').then((screen) => ({ default: screen.ConsentTemplatePage })));

export function App() {
  // Each top-level segment as the application mounts this module (its props' base paths).
  const paths = {
    paymentMode: useBasePath('paymentMode'),
    user: useBasePath('user'),
    role: useBasePath('role'),
    permissions: useBasePath('permissions'),
    treatment: useBasePath('treatment'),
    condition: useBasePath('condition'),
    assurance: useBasePath('assurance'),
    settings: useBasePath('settings'),
    import: useBasePath('import'),
    export: useBasePath('export'),
  };
  const routes = [
    { path: paths.paymentMode, title: 'paymentModes.title', element: <PaymentModesPage /> },
    { path: paths.user, title: 'users.title', element: <UsersPage /> },
    { path: paths.role, title: 'roles.title', element: <RolesPage /> },
    { path: paths.permissions, title: 'permissions.title', element: <PermissionsPage /> },
    { path: paths.treatment, title: 'treatments.title', element: <TreatmentsPage /> },
    { path: paths.condition, title: 'conditionTypes.title', element: <ConditionTypesPage /> },
    { path: paths.assurance, title: 'assurances.title', element: <AssurancesPage /> },
    { path: `${paths.assurance}/:assId`, title: 'assurances.title', element: <AssurancePage /> },
    { path: `${paths.assurance}/:assId/treatments`, title: 'assurances.title', element: <InsurerTreatmentsPage /> },
    { path: `${paths.assurance}/:assId/patients/:doctorId`, title: 'assurances.title', element: <InsuranceInvoicesPage /> },
    { path: paths.settings, title: 'settings.title', element: <SettingsPage /> },
    { path: `${paths.settings}/messages`, title: 'messageTexts.title', element: <MessageTextsPage /> },
    { path: `${paths.settings}/consent`, title: 'consentTemplate.title', element: <ConsentTemplatePage /> },
    { path: paths.import, title: 'imports.title', element: <ImportPage /> },
    { path: paths.export, title: 'exportData.title', element: <ExportPage /> },
  ];
  return (
    <Suspense fallback={<Spinner />}>
      <ModuleRoutes routes={routes} />
    </Suspense>
  );
}
