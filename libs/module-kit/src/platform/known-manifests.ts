import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The manifests the registry's answer carried, by absolute manifest URL. */
const manifests = new Map<string, string>();

/** Keeps the manifest of the build at `manifestUrl`, which the federation runtime will then not fetch. */
export function knowManifest(manifestUrl: string, manifest: unknown): void {
  if (manifest && typeof manifest === 'object') manifests.set(manifestUrl, JSON.stringify(manifest));
}

/**
 * Answers the runtime's manifest requests from the registry's answer. Any other request, and the
 * manifest of a build the answer did not describe, goes to the network as before.
 */
export const knownManifestsPlugin: ModuleFederationRuntimePlugin = {
  name: 'dental-known-manifests',
  fetch: (url) => {
    const manifest = manifests.get(url);
    return manifest === undefined ? undefined : Promise.resolve(new Response(manifest, { headers: { 'content-type': 'application/json' } }));
  },
};

let registered = false;

/** Registers the plugin with the page's federation instance, once. */
export function answerKnownManifests(): void {
  if (registered) return;
  registerPlugins([knownManifestsPlugin]);
  registered = true;
}
