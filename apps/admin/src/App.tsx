import { ModuleRoutes } from '@dental/module-kit';
import { PaymentModesPage } from './payment-modes/PaymentModesPage';

const routes = [
  { path: '/paymentMode', title: 'paymentModes.title', element: <PaymentModesPage /> },
  { path: '/user', title: 'titles.users' },
  { path: '/role', title: 'titles.roles' },
  { path: '/permissions', title: 'titles.permissions' },
  { path: '/treatment', title: 'titles.treatments' },
  { path: '/assurance', title: 'titles.assurances' },
  { path: '/assurance/:assId/*', title: 'titles.assurances', backTo: '/assurance' },
];

export function App() {
  return <ModuleRoutes routes={routes} />;
}
