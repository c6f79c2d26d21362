import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, PageFrame } from '@dental/ui';

export interface ModuleRoute {
  path: string;
  /** A translation key of the module's namespace, or a function of the route's params. */
  title: string;
  backTo?: string;
  element?: ReactNode;
}

/** A module's routes: each page in its titled frame, any other path inside the module a 404. */
export function ModuleRoutes({ routes }: { routes: readonly ModuleRoute[] }) {
  const { t } = useTranslation();
  return (
    <Routes>
      {routes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={route.element ?? <PageFrame title={t(route.title)} backTo={route.backTo} />}
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
