import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { addNamespace, i18n, type NamespaceResources } from '@dental/i18n';
import { ErrorPanel } from '@dental/ui';
import { ModuleErrorBoundary } from './ModuleErrorBoundary';
import type { ModuleProps } from './types';

export interface ModuleDefinition {
  /** The module's i18next namespace, loaded with the module. */
  namespace: string;
  translations: NamespaceResources;
  /** The module's root: its own routes under the paths the shell gives it. */
  App: ComponentType;
}

/**
 * The single way a module becomes a single-spa parcel: the root is wrapped in the shared store,
 * the shared i18n instance, a router on the browser history and an error boundary.
 */
export function createModuleLifecycles(definition: ModuleDefinition) {
  const { App } = definition;

  function ModuleRoot(props: ModuleProps) {
    return (
      <Provider store={props.store}>
        <I18nextProvider i18n={i18n} defaultNS={definition.namespace}>
          <BrowserRouter>
            <ModuleErrorBoundary moduleName={props.moduleName}>
              <App />
            </ModuleErrorBoundary>
          </BrowserRouter>
        </I18nextProvider>
      </Provider>
    );
  }

  const lifecycles = singleSpaReact<ModuleProps>({
    React,
    ReactDOMClient,
    rootComponent: ModuleRoot,
    errorBoundary: (_error, _info, props) => (
      <ErrorPanel message={i18n.t('common:moduleCrashed', { module: i18n.t(`common:modules.${props.moduleName}`) })} />
    ),
  });

  return {
    ...lifecycles,
    bootstrap: async (props: ModuleProps) => {
      addNamespace(definition.namespace, definition.translations);
      return lifecycles.bootstrap(props as never);
    },
  };
}

export type ModuleLifecycles = ReturnType<typeof createModuleLifecycles>;
