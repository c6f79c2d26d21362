export { createModuleLifecycles, useBasePath, type ModuleDefinition } from './create-module-lifecycles';
export type { ModuleLifecycles, ModuleProps } from './types';
export { ModuleRoutes, type ModuleRoute } from './ModuleRoutes';
export {
  DECLARATIONS_FILE,
  declarationsUrl,
  declarationProblems,
  isModuleDeclarations,
  type CollectionGate,
  type DoctorScope,
  type DrawerDeclaration,
  type ExtensionDeclaration,
  type Gate,
  type IconNode,
  type Localized,
  type ModuleDeclarations,
  type TileDeclaration,
} from './platform/declarations';
export {
  basePathsOf,
  composeDrawer,
  composeExtensions,
  composeTiles,
  gateOpens,
  localized,
  moduleOwning,
  type ComposedEntry,
  type ComposedExtension,
} from './platform/compose';
export { declaredModules, lastCatalogue, loadCatalogue, rememberedCatalogue, REMEMBERED_DECLARATIONS_KEY, type CatalogueModule } from './platform/catalogue';
export { forgetRegistry, loadModule, MODULE_OVERRIDES_KEY, registeredModules } from './platform/registry';
export { preloadWidgetFiles } from './platform/widget-files';
export { ModuleUnavailableError, reportRenderError } from './platform/load-health';
export { newerBuildAvailable } from './platform/build-updates';
export { ModuleHost, moduleTitle, useModuleHost } from './platform/host';
export { ModuleParcel, type ModuleParcelProps } from './platform/ModuleParcel';
export { IncompatibleModuleError, libMismatches, type LibMismatch } from './platform/lib-versions';
export { ModuleWidget, type WidgetContracts } from './platform/ModuleWidget';
export { BACK_LINK_KEY, PATIENT_FILE_BASE, patientFilePath, rememberBackLink, storedBackLink } from './patient-file-link';
export { PatientFileLink, type PatientFileLinkProps } from './PatientFileLink';
