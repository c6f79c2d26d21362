import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ModuleHost } from '@dental/module-kit';
import { useSessionData } from '../session/use-session-data';
import { useSignOut } from '../session/use-sign-out';
import { BuildUpdateNotice } from '../modules/BuildUpdateNotice';
import { CatalogueProvider } from '../modules/catalogue-context';
import { Drawer } from './Drawer';
import { Header } from './Header';
import { useMainFocus } from './use-main-focus';

const WIDE_SCREEN = '(min-width: 900px)';

export function Layout() {
  useSessionData();
  const signOut = useSignOut();
  const { t } = useTranslation('shell');
  const main = useRef<HTMLElement>(null);
  useMainFocus(main);
  const [drawerOpen, setDrawerOpen] = useState(() => window.matchMedia?.(WIDE_SCREEN).matches ?? true);
  const closeOnNarrow = () => {
    if (!window.matchMedia?.(WIDE_SCREEN).matches) setDrawerOpen(false);
  };
  return (
    <ModuleHost onLogout={signOut}>
      <CatalogueProvider>
    <div className="shell">
      <a className="shell-skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <Header onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <BuildUpdateNotice />
      <div className="shell-body">
        <Drawer open={drawerOpen} onNavigate={closeOnNarrow} />
        <main className="shell-main" id="main-content" ref={main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
      </CatalogueProvider>
    </ModuleHost>
  );
}
