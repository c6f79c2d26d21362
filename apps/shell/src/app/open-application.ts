import type { Root } from 'react-dom/client';
import type { SignedIn } from './signed-in';

/** Fetches the signed-in application while the user types, without running it. */
export function prefetchApplication(): void {
  void import('./application-prefetch');
}

/** Replaces the login screen with the application; `signedIn`: what the login screen has just received. */
export async function openApplication(root: Root, signedIn?: SignedIn): Promise<void> {
  const { mountApplication } = await import('./signed-in-application');
  await mountApplication(root, signedIn);
}
