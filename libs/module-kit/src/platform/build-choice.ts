import type { ModuleLoadCohort, ModuleName, RemoteModuleEntry } from '@dental/contracts';
import { chooseBuildUrl, cohortOf } from '@dental/domain';

/** localStorage key a tester sets to force a build in one browser: {"admin": "http://…/mf-manifest.json"}. */
export const MODULE_OVERRIDES_KEY = 'moduleOverrides';

/** The build a user loads of one module: its absolute manifest URL and how it was chosen. */
export interface ChosenBuild {
  url: string;
  cohort: ModuleLoadCohort;
  /** Its manifest and declarations as the registry's answer carried them (builds the server serves itself). */
  description?: { manifest: unknown; declarations: unknown };
}

function forcedBuilds(): Partial<Record<ModuleName, string>> {
  try {
    return JSON.parse(localStorage.getItem(MODULE_OVERRIDES_KEY) ?? '{}') as Partial<Record<ModuleName, string>>;
  } catch {
    return {};
  }
}

/** Each module's build for this user and browser: forced by a tester, the canary, or the stable one. */
export function chooseBuilds(entries: readonly RemoteModuleEntry[], userId: string): Map<ModuleName, ChosenBuild> {
  const forced = forcedBuilds();
  return new Map(
    entries.map((entry) => {
      const chosen = chooseBuildUrl(entry, userId, forced[entry.name]);
      const description = entry.builds?.[chosen];
      return [entry.name, { url: new URL(chosen, location.href).href, cohort: cohortOf(chosen, entry, Boolean(forced[entry.name])), ...(description ? { description } : {}) }];
    }),
  );
}
