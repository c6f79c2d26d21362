import { useCallback, useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import type { ModuleName } from '@dental/contracts';
import { selectUserData, useAppSelector, type AppStore } from '@dental/auth';
import type { ModuleProps } from '@dental/module-kit';
import { ErrorPanel, Spinner } from '@dental/ui';
import { loadModule } from './registry';
import { useSignOut } from '../session/use-sign-out';

type Status = 'loading' | 'mounted' | 'failed';

/** A parcel that renders nothing: what the loader resolves to when the module cannot be had. */
const EMPTY_PARCEL: ParcelConfigObject<ModuleProps> = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

interface Props {
  name: ModuleName;
  /** What the module exposes: './Module' (its pages) or a widget such as './QuickSearch'. */
  expose?: string;
  /** Widgets show a small spinner-free frame. */
  compact?: boolean;
}

/**
 * The frame a module's part lives in: loads it from the registry at run time, mounts it as a
 * single-spa parcel with typed props, and shows an in-place panel with a retry when it fails.
 */
export function RemoteParcel({ name, expose = 'Module', compact = false }: Props) {
  const { t } = useTranslation('shell');
  const store = useStore() as AppStore;
  const user = useAppSelector(selectUserData);
  const signOut = useSignOut();
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');

  const userId = user?._id ?? '';
  // <Parcel> rethrows a rejected loader, so a failure resolves to an empty parcel and our own panel.
  const config = useMemo(
    () => (): Promise<ParcelConfigObject<ModuleProps>> =>
      loadModule(userId, name, { expose, rereadRegistry: attempt > 0 }).catch((error: unknown) => {
        console.error(`Module ${name} could not be loaded`, error);
        setStatus('failed');
        return EMPTY_PARCEL;
      }),
    [userId, name, expose, attempt],
  );
  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  if (!user) return null;
  const props: ModuleProps = { moduleName: name, store, user, onLogout: signOut };

  return (
    <div className={compact ? 'shell-widget' : 'shell-module'} data-module={name} data-expose={expose}>
      {status === 'loading' && !compact && <Spinner label={t('common:moduleLoading')} />}
      {status === 'failed' && <ErrorPanel message={t('common:moduleError', { module: t(`common:modules.${name}`) })} onRetry={retry} />}
      <Parcel<ModuleProps>
        key={attempt}
        config={config}
        mountParcel={mountRootParcel}
        wrapClassName="shell-module__root"
        parcelDidMount={() => setStatus((current) => (current === 'failed' ? current : 'mounted'))}
        handleError={(error: Error) => {
          console.error(`Module ${name} failed`, error);
          setStatus('failed');
        }}
        {...props}
      />
    </div>
  );
}
