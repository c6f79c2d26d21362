import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ModuleParcel, moduleOwning, moduleTitle } from '@dental/module-kit';
import { ErrorPanel, NotFound, Spinner } from '@dental/ui';
import { registryFailureText, useCatalogue } from './catalogue-context';

/**
 * Every path but the home: the module that declares its first segment mounts there. A path no
 * module claims is a 404, unless a module of the registry could not declare itself: the path may
 * be that module's, so its panel with Retry shows instead.
 */
export function ModuleOutlet() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const catalogue = useCatalogue();
  if (catalogue.status === 'loading') return <Spinner label={t('common:moduleLoading')} />;
  const owner = moduleOwning(catalogue.declarations, pathname);
  if (owner) return <ModuleParcel key={owner.module} module={owner.module} />;
  // Remembered declarations claim no such path: the fresh ones decide between a module and a 404.
  if (catalogue.status === 'stale') return <Spinner label={t('common:moduleLoading')} />;
  const missing = catalogue.modules.filter((module) => module.state === 'unavailable');
  if (catalogue.status === 'failed' || missing.length > 0) {
    const names = missing.map((module) => moduleTitle(module.name)).join(', ');
    return <ErrorPanel message={names ? t('common:moduleError', { module: names }) : registryFailureText(catalogue, t('modules.registryError'))} onRetry={catalogue.retry} />;
  }
  return <NotFound />;
}
