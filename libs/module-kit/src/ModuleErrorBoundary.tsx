import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '@dental/ui';
import type { ModuleName } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { moduleTitle } from './platform/host';
import { reportRenderError } from './platform/load-health';

interface Props {
  moduleName: ModuleName;
  children: ReactNode;
}

/** Keeps a module's render error inside its own frame, with a retry. */
export class ModuleErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`Module ${this.props.moduleName} failed`, error);
    reportRenderError(this.props.moduleName);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorPanel
          message={i18n.t('common:moduleCrashed', { module: moduleTitle(this.props.moduleName) })}
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}
