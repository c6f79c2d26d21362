import type { Root } from 'react-dom/client';
import { readRegistryEarly } from '@dental/api-client';
import type { SignedIn } from './signed-in';

/** Fetches the signed-in application while the user types, without running it. */
export function prefetchApplication(): void {
  void import('./application-prefetch');
}

/**
 * Runs the application's code (fetched by then) once the user starts typing: by the time they sign
 * in it is ready, and a login screen nobody types in (a page left open, a lab audit) runs none of it.
 */
export function prepareApplication(): void {
  void import('./signed-in-application');
}

/** Replaces the login screen with the application; `signedIn`: what the login screen has just received. */
export async function openApplication(root: Root, signedIn?: SignedIn): Promise<void> {
  // The home's registry is asked for with the new session at once, while the application mounts.
  if (signedIn) readRegistryEarly(signedIn.user.accessToken);
  const { mountApplication } = await import('./signed-in-application');
  await mountApplication(root, signedIn);
}
