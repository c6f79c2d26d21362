import { moduleDeclarationsProblem, namesNotGiven, type ModuleDeclarations, type ModuleName } from '@dental/contracts';
import { satisfy } from '@module-federation/enhanced/runtime';
import { ApiError } from '../../http/errors';
import type { BuildFiles } from './build-files';
import type { ShellProvides } from './served-shell';

/**
 * What a build must be before it is stored, each refusal naming the problem: its manifest is the
 * module's, exposes the lifecycles and the declared widgets, and every file it names is there; its
 * declarations validate (the shell's own validator); what it requires of the workspace libs and
 * the singletons it shares are what the served shell provides, and it imports only names the shell
 * gives of the packages it gives by name.
 */

export const MANIFEST_FILE = 'mf-manifest.json';
export const DECLARATIONS_FILE = 'declarations.json';
/** The exposed lifecycles every module build has. */
const MODULE_EXPOSE = './Module';

interface Assets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

interface Manifest {
  name?: unknown;
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: Assets }[];
  shared?: { name?: unknown; singleton?: unknown; requiredVersion?: unknown; assets?: Assets }[];
}

const refuse = (key: ConstructorParameters<typeof ApiError>[1], params?: ConstructorParameters<typeof ApiError>[2]) => new ApiError(400, key, params);

/** A JSON file of the build, parsed; `missing` when it is not there, `unreadable` when it is not JSON. */
function readJson(files: BuildFiles, path: string, missing: ApiError, unreadable: ApiError): unknown {
  const content = files.get(path);
  if (!content) throw missing;
  try {
    return JSON.parse(content.toString('utf8'));
  } catch {
    throw unreadable;
  }
}

function readManifest(files: BuildFiles, module: ModuleName): Manifest {
  const manifest = readJson(files, MANIFEST_FILE, refuse('release.manifestMissing'), refuse('release.manifestInvalid'));
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) throw refuse('release.manifestInvalid');
  const { name, exposes, shared } = manifest as Manifest;
  if ((exposes !== undefined && !Array.isArray(exposes)) || (shared !== undefined && !Array.isArray(shared))) throw refuse('release.manifestInvalid');
  if (name !== module) throw refuse('release.manifestName', { found: String(name), module });
  return manifest as Manifest;
}

function readDeclarations(files: BuildFiles, module: ModuleName): ModuleDeclarations {
  const declarations = readJson(files, DECLARATIONS_FILE, refuse('release.declarationsMissing'), refuse('release.declarationsInvalid', { problem: 'not JSON' }));
  const problem = moduleDeclarationsProblem(declarations, module);
  if (problem) throw refuse('release.declarationsInvalid', { problem });
  return declarations as ModuleDeclarations;
}

function assetFiles(assets: Assets | undefined): string[] {
  const names = [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async];
  return names.flatMap((list) => (Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : []));
}

/** The files the manifest names: the remote entry, and the assets of every expose and shared package. */
function namedFiles(manifest: Manifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || entry.name === '') throw refuse('release.manifestInvalid');
  const folder = typeof entry.path === 'string' ? entry.path.replace(/^\.?\/+|\/+$/g, '') : '';
  const remoteEntry = folder ? `${folder}/${entry.name}` : entry.name;
  return [remoteEntry, ...(manifest.exposes ?? []).flatMap((expose) => assetFiles(expose.assets)), ...(manifest.shared ?? []).flatMap((shared) => assetFiles(shared.assets))];
}

function checkExposes(manifest: Manifest, declarations: ModuleDeclarations): void {
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.path));
  for (const expose of [MODULE_EXPOSE, ...(declarations.widgets ?? []).map((widget) => `./${widget}`)]) {
    if (!exposed.has(expose)) throw refuse('release.exposeMissing', { expose });
  }
}

const NOT_PROVIDED = '—';

function checkAgainstShell(manifest: Manifest, declarations: ModuleDeclarations, shell: ShellProvides): void {
  for (const [lib, required] of Object.entries(declarations.requires ?? {})) {
    const provided = shell.shared[lib];
    if (provided === undefined || !satisfy(provided, required)) throw refuse('release.requiresUnmet', { lib, required, provided: provided ?? NOT_PROVIDED });
  }
  for (const shared of manifest.shared ?? []) {
    if (shared.singleton !== true || typeof shared.name !== 'string' || typeof shared.requiredVersion !== 'string') continue;
    // A package the shell does not share is the module's own copy: nothing to agree on.
    const provided = shell.shared[shared.name];
    if (provided !== undefined && !satisfy(provided, shared.requiredVersion)) {
      throw refuse('release.sharedIncompatible', { lib: shared.name, version: shared.requiredVersion, provided });
    }
  }
  const [missing] = Object.entries(namesNotGiven(declarations.imports ?? {}, (request) => shell.names?.[request]));
  if (missing) throw refuse('release.namesNotGiven', { lib: missing[0], names: missing[1].join(', ') });
}

/** Throws the first problem of a build of `module` (ApiError 400 naming it); `shell` null skips the shell checks. */
export function checkBuild(module: ModuleName, files: BuildFiles, shell: ShellProvides | null): void {
  const manifest = readManifest(files, module);
  const declarations = readDeclarations(files, module);
  checkExposes(manifest, declarations);
  for (const path of namedFiles(manifest)) if (!files.has(path)) throw refuse('release.fileMissing', { path });
  if (shell) checkAgainstShell(manifest, declarations, shell);
}
