import { useCallback, useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import type { TFunction } from 'i18next';
import type { ModuleName } from '@dental/contracts';
import { selectUserData, useAppSelector, type AppStore } from '@dental/auth';
import { ErrorPanel, Spinner } from '@dental/ui';
import type { ModuleProps } from '../types';
import { IncompatibleModuleError } from './lib-versions';
import { loadModule } from './registry';
import { moduleBasePaths, moduleTitle, useModuleHost } from './host';

type Status = 'loading' | 'mounted' | 'failed' | IncompatibleModuleError;

/** What the page cannot give the build: a lib's version first, else the names it imports. */
function incompatibleText(error: IncompatibleModuleError, module: string, t: TFunction): string {
  const [mismatch] = error.mismatches;
  if (mismatch) return t('common:moduleIncompatible', { module, ...mismatch });
  const [missing] = error.namesMissing;
  return t('common:moduleNamesMissing', { module, lib: missing?.lib, names: missing?.names.join(', ') });
}

/** A parcel that renders nothing: what the loader resolves to when the module cannot be had. */
const EMPTY_PARCEL: ParcelConfigObject<ModuleProps> = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

export interface ModuleParcelProps {
  module: ModuleName;
  /** What the module exposes: 'Module' (its pages) or one of its widgets, such as 'QuickSearch'. */
  expose?: string;
  /** Widgets show no spinner and a compact frame. */
  compact?: boolean;
  /** A figure beside something else (a tile's count): when it cannot be had, nothing shows, not even a retry. */
  silent?: boolean;
  /** Handed to a widget (callbacks such as onSaved); a change re-renders it in place. */
  widgetProps?: Record<string, unknown>;
}

/**
 * The frame a module's page or widget lives in: loads it from the registry at run time, mounts it
 * as a single-spa parcel with typed props, and shows an in-place panel with a retry when it fails.
 * The shell mounts pages with it; any module mounts another module's widget with it.
 */
export function ModuleParcel({ module, expose = 'Module', compact = false, silent = false, widgetProps }: ModuleParcelProps) {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const user = useAppSelector(selectUserData);
  const { onLogout } = useModuleHost();
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');

  const userId = user?._id ?? '';
  // <Parcel> rethrows a rejected loader, so a failure resolves to an empty parcel and our own panel.
  const config = useMemo(
    () => (): Promise<ParcelConfigObject<ModuleProps>> =>
      loadModule(userId, module, { expose, rereadRegistry: attempt > 0 }).catch((error: unknown) => {
        console.error(`Module ${module} could not be loaded`, error);
        setStatus(error instanceof IncompatibleModuleError ? error : 'failed');
        return EMPTY_PARCEL;
      }),
    [userId, module, expose, attempt],
  );
  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  if (!user) return null;
  const props: ModuleProps = { moduleName: module, store, user, onLogout, basePaths: moduleBasePaths(module), widgetProps };

  return (
    <div className={compact ? 'dn-widget' : 'dn-module'} data-module={module} data-expose={expose}>
      {status === 'loading' && !compact && <Spinner label={t('common:moduleLoading')} />}
      {status === 'failed' && !silent && <ErrorPanel message={t('common:moduleError', { module: moduleTitle(module) })} onRetry={retry} />}
      {status instanceof IncompatibleModuleError && !silent && (
        <ErrorPanel message={incompatibleText(status, moduleTitle(module), t)} onRetry={retry} />
      )}
      <Parcel<ModuleProps>
        key={attempt}
        config={config}
        mountParcel={mountRootParcel}
        wrapClassName="dn-module__root"
        parcelDidMount={() => setStatus((current) => (current === 'loading' ? 'mounted' : current))}
        handleError={(error: Error) => {
          console.error(`Module ${module} failed`, error);
          setStatus('failed');
        }}
        {...props}
      />
    </div>
  );
}
