export { createModuleLifecycles, type ModuleDefinition, type ModuleLifecycles } from './create-module-lifecycles';
export type { ModuleProps } from './types';
export { ModuleRoutes, type ModuleRoute } from './ModuleRoutes';
