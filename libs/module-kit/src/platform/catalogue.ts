import type { ModuleName } from '@dental/contracts';
import { declarationsOfBuild, forgetReadDeclarations } from './build-declarations';
import { isModuleDeclarations, type ModuleDeclarations } from './declarations';
import { registeredModules } from './registry';

/**
 * One module of the registry as the signed-in user gets it:
 * - 'ready': its build's declarations were read;
 * - 'remembered': they could not be read, the ones last read in this browser stand in (its
 *   entries stay where users know them, and opening one shows the error panel with Retry);
 * - 'unavailable': never read here: nothing of it is shown, its paths show the error panel.
 */
export type CatalogueModule =
  | { name: ModuleName; state: 'ready' | 'remembered'; declarations: ModuleDeclarations }
  | { name: ModuleName; state: 'unavailable' };

/** localStorage key of the declarations last read, per module. */
export const REMEMBERED_DECLARATIONS_KEY = 'moduleDeclarations';

function remembered(): Partial<Record<ModuleName, ModuleDeclarations>> {
  try {
    return JSON.parse(localStorage.getItem(REMEMBERED_DECLARATIONS_KEY) ?? '{}') as Partial<Record<ModuleName, ModuleDeclarations>>;
  } catch {
    return {};
  }
}

function remember(modules: readonly CatalogueModule[]): void {
  const kept = remembered();
  for (const module of modules) if (module.state === 'ready') kept[module.name] = module.declarations;
  try {
    localStorage.setItem(REMEMBERED_DECLARATIONS_KEY, JSON.stringify(kept));
  } catch {
    // A full or refused storage only loses the fallback.
  }
}

let latest: readonly CatalogueModule[] = [];

/**
 * Reads the registry (once per user, unless `reread`) and every module's declarations in parallel:
 * one round of small JSON files, no module code. Modules keep the registry's order.
 */
export async function loadCatalogue(userId: string, options: { reread?: boolean } = {}): Promise<CatalogueModule[]> {
  // Before the registry is read again: its answer brings declarations of its own.
  if (options.reread) forgetReadDeclarations();
  const urls = await registeredModules(userId, options);
  const fallback = remembered();
  const modules = await Promise.all(
    [...urls].map(async ([name, url]): Promise<CatalogueModule> => {
      try {
        return { name, state: 'ready', declarations: await declarationsOfBuild(name, url) };
      } catch (error) {
        console.error(`Module ${name} could not declare itself`, error);
        const known = fallback[name];
        return known ? { name, state: 'remembered', declarations: known } : { name, state: 'unavailable' };
      }
    }),
  );
  remember(modules);
  latest = modules;
  return modules;
}

/**
 * The declarations last read in this browser, to draw the drawer and home at once while the
 * registry and the fresh declarations are read (a signed-in reload does not wait for them).
 */
export function rememberedCatalogue(): CatalogueModule[] {
  const modules = Object.entries(remembered()).flatMap(([name, declarations]): CatalogueModule[] =>
    isModuleDeclarations(declarations, name) ? [{ name: name as ModuleName, state: 'remembered', declarations }] : [],
  );
  if (latest.length === 0) latest = modules;
  return modules;
}

/** The declarations of the modules that have some (read now or remembered). */
export function declaredModules(modules: readonly CatalogueModule[]): ModuleDeclarations[] {
  return modules.flatMap((module) => (module.state === 'unavailable' ? [] : [module.declarations]));
}

/** The catalogue last loaded in this page, for module titles in error panels. */
export function lastCatalogue(): readonly CatalogueModule[] {
  return latest;
}
