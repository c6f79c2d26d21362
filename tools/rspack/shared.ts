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

/** The workspace libs: shared so that state held in them (store, i18n, api client) is one instance. */
export const DENTAL_LIBS = ['contracts', 'api-client', 'auth', 'i18n', 'ui', 'domain', 'module-kit'] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string | false; version?: string }>;

export function sharedSingletons(): SharedConfig {
  const shared: SharedConfig = {};
  for (const [request, pkg] of Object.entries(SHARED_PACKAGES)) {
    const requiredVersion = rootPackage.dependencies[pkg];
    if (!requiredVersion) throw new Error(`Shared package ${pkg} is not a dependency of the workspace`);
    shared[request] = { singleton: true, requiredVersion };
  }
  for (const lib of DENTAL_LIBS) {
    shared[`@dental/${lib}`] = { singleton: true, requiredVersion: false, version: '0.1.0' };
  }
  return shared;
}
