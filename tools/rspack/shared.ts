import { readFileSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../..');
const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * Packages the shell and every remote share as singletons, so the browser loads one React, one
 * router, one store and one i18next. Sub-paths are listed because sharing matches the exact import
 * path (react/jsx-runtime is what the automatic JSX runtime imports).
 */
const SHARED_PACKAGES: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  redux: 'redux',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  'react-redux': 'react-redux',
  'redux-persist': 'redux-persist',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  axios: 'axios',
  'react-hook-form': 'react-hook-form',
  downshift: 'downshift',
  'single-spa': 'single-spa',
  'single-spa-react': 'single-spa-react',
};

const ROUTER_NAMES = ['BrowserRouter', 'Link', 'Navigate', 'Outlet', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'];

/**
 * Shared packages the shell gives by name rather than whole (apps/shell/src/federation/shared-modules.ts):
 * all of react-router or downshift would be evaluated on every start for names no module uses. A
 * module's build records the names it imports of them (declarations.json `imports`, refused there if
 * the shell does not give one); the server checks them against the served shell before publishing,
 * and the page before mounting.
 */
export const SHARED_NAMES: Readonly<Record<string, readonly string[]>> = {
  'react-router': ROUTER_NAMES,
  'react-router-dom': ROUTER_NAMES,
  downshift: ['useCombobox'],
  '@reduxjs/toolkit': ['combineSlices', 'configureStore', 'createAsyncThunk', 'createSelector', 'createSlice'],
};

/** The workspace libs: shared so that state held in them (store, i18n, api client) is one instance. */
export const DENTAL_LIBS = ['contracts', 'api-client', 'auth', 'i18n', 'ui', 'domain', 'module-kit'] as const;
export type DentalLib = (typeof DENTAL_LIBS)[number];

/** The version of each workspace lib, from its package.json (README "Deploying modules" says when to bump it). */
export function dentalLibVersions(): Record<DentalLib, string> {
  const versions = {} as Record<DentalLib, string>;
  for (const lib of DENTAL_LIBS) {
    versions[lib] = (JSON.parse(readFileSync(path.join(workspaceRoot, 'libs', lib, 'package.json'), 'utf8')) as { version: string }).version;
  }
  return versions;
}

/**
 * What a build of a module needs of each workspace lib: the caret range of the version it was built
 * against. Recorded in its declarations.json, and checked against the copy the page has loaded.
 */
export function dentalRequirements(versions: Record<DentalLib, string>): Record<string, string> {
  return Object.fromEntries(DENTAL_LIBS.map((lib) => [`@dental/${lib}`, `^${versions[lib]}`]));
}

/** Entry points of a lib beside its main one (its package.json "exports"), shared as the lib is. */
const DENTAL_ENTRY_POINTS: Record<string, DentalLib> = { '@dental/ui/combobox': 'ui', '@dental/ui/form': 'ui', '@dental/ui/tooth-chart': 'ui' };

type SharedConfig = Record<string, { singleton: true; requiredVersion: string | false; version?: string }>;

/** The version of the copy of an npm package the workspace installed (what a build bundles and shares). */
function installedVersion(pkg: string): string {
  for (let dir = path.dirname(require.resolve(pkg, { paths: [workspaceRoot] })); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === pkg && manifest.version) return manifest.version;
    } catch {
      // no package.json at this level: keep walking up
    }
  }
  throw new Error(`No installed version of ${pkg}`);
}

/**
 * What the shell provides to the modules: the version of every shared package and workspace lib,
 * by the request the modules share it under. Written into the shell's build as shell-provides.json,
 * from which the server checks a module build before publishing it (a build must run on the shell
 * actually served).
 */
export function shellProvides(libVersions: Record<DentalLib, string> = dentalLibVersions()): Record<string, string> {
  const provides: Record<string, string> = {};
  for (const [request, pkg] of Object.entries(SHARED_PACKAGES)) provides[request] = installedVersion(pkg);
  for (const lib of DENTAL_LIBS) provides[`@dental/${lib}`] = libVersions[lib];
  for (const [request, lib] of Object.entries(DENTAL_ENTRY_POINTS)) provides[request] = libVersions[lib];
  return provides;
}

/** `libVersions` stands in for the libs' own versions (fixture builds made against other versions). */
export function sharedSingletons(libVersions: Record<DentalLib, string> = dentalLibVersions()): SharedConfig {
  const shared: SharedConfig = {};
  for (const [request, pkg] of Object.entries(SHARED_PACKAGES)) {
    const requiredVersion = rootPackage.dependencies[pkg];
    if (!requiredVersion) throw new Error(`Shared package ${pkg} is not a dependency of the workspace`);
    shared[request] = { singleton: true, requiredVersion };
  }
  for (const [lib, range] of Object.entries(dentalRequirements(libVersions))) {
    shared[lib] = { singleton: true, requiredVersion: range, version: libVersions[lib.slice('@dental/'.length) as DentalLib] };
  }
  for (const [request, lib] of Object.entries(DENTAL_ENTRY_POINTS)) shared[request] = { ...shared[`@dental/${lib}`] };
  return shared;
}

/** What the shell puts in the share scope for each request: the version it provides and the range it accepts. */
export function shellShared(): Record<string, { version: string; requiredVersion: string | false }> {
  const provides = shellProvides();
  return Object.fromEntries(Object.entries(sharedSingletons()).map(([request, { requiredVersion }]) => [request, { version: provides[request], requiredVersion }]));
}
