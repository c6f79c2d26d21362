import React, { createContext, useContext, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { addNamespace, i18n, type NamespaceResources } from '@dental/i18n';
import { ErrorPanel } from '@dental/ui';
import { ModuleErrorBoundary } from './ModuleErrorBoundary';
import { ModuleHost, moduleTitle } from './platform/host';
import { reportRenderError } from './platform/load-health';
import type { ModuleLifecycles, ModuleProps } from './types';

const BasePathsContext = createContext<readonly string[]>([]);

/**
 * The module's base path as the application mounts it: `useBasePath()` is its first declared
 * route ('/patient'), `useBasePath('implants')` the one ending with that segment.
 */
export function useBasePath(segment?: string): string {
  const basePaths = useContext(BasePathsContext);
  const found = segment ? basePaths.find((path) => path.endsWith(`/${segment}`)) : basePaths[0];
  return found ?? (segment ? `/${segment}` : '');
}

export interface ModuleDefinition {
  /** The module's i18next namespace, loaded with the module. */
  namespace: string;
  translations: NamespaceResources;
  /**
   * The module's root: its own routes under the paths the shell gives it, or a widget (handed its
   * widget props). `never` accepts a component of any props; the loader passes the props it was given.
   */
  App: ComponentType<never>;
}

/**
 * The single way a module becomes a single-spa parcel: the root is wrapped in the shared store,
 * the shared i18n instance, a router on the browser history and an error boundary.
 */
export function createModuleLifecycles(definition: ModuleDefinition): ModuleLifecycles {
  const App = definition.App as ComponentType<Record<string, unknown>>;

  function ModuleRoot(props: ModuleProps) {
    return (
      <Provider store={props.store}>
        <I18nextProvider i18n={i18n} defaultNS={definition.namespace}>
          <ModuleHost onLogout={props.onLogout}>
            <BasePathsContext.Provider value={props.basePaths ?? []}>
              <BrowserRouter>
                <ModuleErrorBoundary moduleName={props.moduleName}>
                  <App {...props.widgetProps} />
                </ModuleErrorBoundary>
              </BrowserRouter>
            </BasePathsContext.Provider>
          </ModuleHost>
        </I18nextProvider>
      </Provider>
    );
  }

  const lifecycles = singleSpaReact<ModuleProps>({
    React,
    ReactDOMClient,
    rootComponent: ModuleRoot,
    errorBoundary: (_error, _info, props) => {
      reportRenderError(props.moduleName);
      return <ErrorPanel message={i18n.t('common:moduleCrashed', { module: moduleTitle(props.moduleName) })} />;
    },
  });

  return {
    ...lifecycles,
    bootstrap: async (props: ModuleProps) => {
      addNamespace(definition.namespace, definition.translations);
      return lifecycles.bootstrap(props as never);
    },
  };
}
