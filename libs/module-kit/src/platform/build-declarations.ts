import type { ModuleName } from '@dental/contracts';
import { declarationsUrl, isModuleDeclarations, type ModuleDeclarations } from './declarations';

/** The declarations asked for in this page, by the manifest URL of the build they belong to. */
const readByUrl = new Map<string, { name: ModuleName; read: Promise<ModuleDeclarations> }>();

async function readDeclarations(name: ModuleName, manifestUrl: string): Promise<ModuleDeclarations> {
  const response = await fetch(declarationsUrl(manifestUrl), { credentials: 'omit' });
  if (!response.ok) throw new Error(`Module ${name}: declarations answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isModuleDeclarations(body, name)) throw new Error(`Module ${name}: malformed declarations`);
  return body;
}

/**
 * The declarations of the build at `manifestUrl`, read once per page: the home's composition and
 * the loads of that module's widgets, asking at the same moment, share one request. A failed read
 * is forgotten, so the next attempt reads again.
 */
export function declarationsOfBuild(name: ModuleName, manifestUrl: string): Promise<ModuleDeclarations> {
  const known = readByUrl.get(manifestUrl);
  if (known?.name === name) return known.read;
  const read = readDeclarations(name, manifestUrl);
  readByUrl.set(manifestUrl, { name, read });
  read.catch(() => {
    if (readByUrl.get(manifestUrl)?.read === read) readByUrl.delete(manifestUrl);
  });
  return read;
}

/** Declarations the registry's answer carried for the build at `manifestUrl`: no request for them. Malformed ones are ignored (then read as usual). */
export function knowDeclarations(name: ModuleName, manifestUrl: string, body: unknown): void {
  if (isModuleDeclarations(body, name)) readByUrl.set(manifestUrl, { name, read: Promise.resolve(body) });
}

/** A re-read of the registry reads every build's declarations again. */
export function forgetReadDeclarations(): void {
  readByUrl.clear();
}
