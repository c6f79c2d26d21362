import type { Root } from 'react-dom/client';
import type { SignedIn } from './signed-in';

const loadApplication = () => import('./signed-in-application');

/** Fetches the signed-in application while the user types, so that signing in waits for no download. */
export function prefetchApplication(): void {
  void loadApplication();
}

/** Replaces the login screen with the application; `signedIn`: what the login screen has just received. */
export async function openApplication(root: Root, signedIn?: SignedIn): Promise<void> {
  const { mountApplication } = await loadApplication();
  await mountApplication(root, signedIn);
}
