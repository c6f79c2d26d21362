import type { RemoteModuleEntry } from '@dental/contracts';
import type { BuildDescription, ServedBuilds } from './served-builds';

/** Each entry with the description of its stable and canary builds that `served` can read. */
export async function describeBuilds(entries: RemoteModuleEntry[], served: ServedBuilds | undefined): Promise<RemoteModuleEntry[]> {
  if (!served) return entries;
  return Promise.all(
    entries.map(async (entry) => {
      const urls = [entry.url, ...(entry.canary ? [entry.canary.url] : [])];
      const builds: Record<string, BuildDescription> = {};
      for (const url of urls) {
        const description = await served.describe(url);
        if (description) builds[url] = description;
      }
      return Object.keys(builds).length > 0 ? { ...entry, builds } : entry;
    }),
  );
}
