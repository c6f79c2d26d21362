import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ModuleLoadStage } from '@dental/contracts';
import { noteFailedStage } from './load-health';

/** A hook that notes `stage` as failed for the remote it is called about, when it carries an error. */
const failedAt =
  (stage: ModuleLoadStage) =>
  ({ error, recovered, remoteInfo, moduleInfo }: { error?: unknown; recovered?: boolean; remoteInfo?: { name: string }; moduleInfo?: { name: string } }) => {
    const remote = remoteInfo ?? moduleInfo;
    if (error !== undefined && !recovered && remote) noteFailedStage(remote.name, stage);
  };

/**
 * Tells the load attempts which stage of Module Federation's runtime failed. It only observes:
 * every hook returns nothing, so the runtime rethrows each error to the loader as before.
 */
export const loadHealthPlugin: ModuleFederationRuntimePlugin = {
  name: 'dental-load-health',
  errorLoadRemote: ({ lifecycle, remote }) => {
    // 'afterResolve': the manifest could not be fetched or is not one; 'beforeLoadShare': the
    // entry of a remote providing a shared module failed. 'onLoad' wraps every later stage, which
    // the hooks below name precisely.
    if (remote && lifecycle === 'afterResolve') noteFailedStage(remote.name, 'manifest');
    if (remote && lifecycle === 'beforeLoadShare') noteFailedStage(remote.name, 'entry');
    return undefined;
  },
  afterLoadEntry: failedAt('entry'),
  afterInitRemote: failedAt('init'),
  afterGetExpose: failedAt('expose'),
  afterExecuteFactory: failedAt('expose'),
};

let registered = false;

/** Registers the plugin with the page's federation instance, once. */
export function watchModuleLoads(): void {
  if (registered) return;
  registerPlugins([loadHealthPlugin]);
  registered = true;
}
