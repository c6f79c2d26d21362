import { lazy, Suspense } from 'react';
import { ModuleRoutes, useBasePath } from '@dental/module-kit';
import { Spinner } from '@dental/ui';
import { ConsumablesPage } from './ConsumablesPage';

// A supplier's page loads, with its texts, when opened.
const SupplierPage = lazy(() => import('./suppliers/SupplierPage').then((screen) => ({ default: screen.SupplierPage })));

export function App() {
  // '/Consumables' as the application mounts this module (its props' base paths).
  const base = useBasePath('Consumables');
  const routes = [
    { path: `${base}/:doctorId`, title: 'titles.consumables', element: <ConsumablesPage /> },
    { path: `${base}/:doctorId/suppliers/:supplierId`, title: 'titles.supplier', element: <SupplierPage /> },
    { path: `${base}/:doctorId/:tab`, title: 'titles.consumables', element: <ConsumablesPage /> },
  ];
  return (
    <Suspense fallback={<Spinner />}>
      <ModuleRoutes routes={routes} />
    </Suspense>
  );
}
