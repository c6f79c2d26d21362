import type { ModuleName } from '@dental/contracts';
import { declarationsUrl, isModuleDeclarations, type ModuleDeclarations } from './declarations';

/** The declarations read in this page, by the manifest URL of the build they belong to. */
const readByUrl = new Map<string, ModuleDeclarations>();

/** The declarations of the build at `manifestUrl` (read once per page). */
export async function declarationsOfBuild(name: ModuleName, manifestUrl: string): Promise<ModuleDeclarations> {
  const known = readByUrl.get(manifestUrl);
  if (known?.module === name) return known;
  const response = await fetch(declarationsUrl(manifestUrl), { credentials: 'omit' });
  if (!response.ok) throw new Error(`Module ${name}: declarations answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isModuleDeclarations(body, name)) throw new Error(`Module ${name}: malformed declarations`);
  readByUrl.set(manifestUrl, body);
  return body;
}

/** A re-read of the registry reads every build's declarations again. */
export function forgetReadDeclarations(): void {
  readByUrl.clear();
}
