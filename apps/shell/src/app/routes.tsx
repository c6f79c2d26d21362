import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../home/HomePage';
import { Layout } from '../layout/Layout';
import { SignedOutLoginPage } from '../login/SignedOutLoginPage';
import { ModuleOutlet } from '../modules/ModuleOutlet';
import { PublicOnly, RequireAuth } from './guards';

/** The shell's own pages; every other path belongs to the module that declares it (or is a 404). */
export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <PublicOnly>
        <SignedOutLoginPage />
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
      { path: '*', element: <ModuleOutlet /> },
    ],
  },
];
