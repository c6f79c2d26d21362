import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionData } from '../session/use-session-data';
import { Drawer } from './Drawer';
import { Header } from './Header';

const WIDE_SCREEN = '(min-width: 900px)';

export function Layout() {
  useSessionData();
  const [drawerOpen, setDrawerOpen] = useState(() => window.matchMedia?.(WIDE_SCREEN).matches ?? true);
  const closeOnNarrow = () => {
    if (!window.matchMedia?.(WIDE_SCREEN).matches) setDrawerOpen(false);
  };
  return (
    <div className="shell">
      <Header onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <div className="shell-body">
        <Drawer open={drawerOpen} onNavigate={closeOnNarrow} />
        <main className="shell-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
