import type { RouteObject } from 'react-router-dom';
import { NotFound } from '@dental/ui';
import { HomePage } from '../home/HomePage';
import { Layout } from '../layout/Layout';
import { LoginPage } from '../login/LoginPage';
import { MODULE_ROUTES } from '../remotes/module-routes';
import { RemoteParcel } from '../remotes/RemoteParcel';
import { PublicOnly, RequireAuth } from './guards';

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <PublicOnly>
        <LoginPage />
      </PublicOnly>
    ),
  },
  {
    element: (
      <RequireAuth>
        <Layout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <HomePage /> },
      ...MODULE_ROUTES.flatMap(({ module, paths }) =>
        paths.map((path) => ({ path: `${path}/*`, element: <RemoteParcel key={module} name={module} /> })),
      ),
      { path: '*', element: <NotFound /> },
    ],
  },
];
