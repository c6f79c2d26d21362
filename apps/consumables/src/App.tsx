import { ModuleRoutes, useBasePath } from '@dental/module-kit';
import { ConsumablesPage } from './ConsumablesPage';
import { SupplierPage } from './suppliers/SupplierPage';

export function App() {
  // '/Consumables' as the application mounts this module (its props' base paths).
  const base = useBasePath('Consumables');
  const routes = [
    { path: `${base}/:doctorId`, title: 'titles.consumables', element: <ConsumablesPage /> },
    { path: `${base}/:doctorId/suppliers/:supplierId`, title: 'titles.supplier', element: <SupplierPage /> },
    { path: `${base}/:doctorId/:tab`, title: 'titles.consumables', element: <ConsumablesPage /> },
  ];
  return <ModuleRoutes routes={routes} />;
}
