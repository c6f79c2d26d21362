import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ModuleHost } from '@dental/module-kit';
import { useSessionData } from '../session/use-session-data';
import { useSignOut } from '../session/use-sign-out';
import { CatalogueProvider } from '../modules/catalogue-context';
import { Drawer } from './Drawer';
import { Header } from './Header';

const WIDE_SCREEN = '(min-width: 900px)';

export function Layout() {
  useSessionData();
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(() => window.matchMedia?.(WIDE_SCREEN).matches ?? true);
  const closeOnNarrow = () => {
    if (!window.matchMedia?.(WIDE_SCREEN).matches) setDrawerOpen(false);
  };
  return (
    <ModuleHost onLogout={signOut}>
      <CatalogueProvider>
    <div className="shell">
      <Header onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <div className="shell-body">
        <Drawer open={drawerOpen} onNavigate={closeOnNarrow} />
        <main className="shell-main">
          <Outlet />
        </main>
      </div>
    </div>
      </CatalogueProvider>
    </ModuleHost>
  );
}
