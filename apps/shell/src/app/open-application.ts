import type { Root } from 'react-dom/client';
import type { SignedIn } from './signed-in';

// webpackPrefetch: the login screen's page fetches the application's files at idle priority
// (<link rel="prefetch">) without running them; they run only when the user is signed in.
const loadApplication = () => import(/* webpackPrefetch: true */ './signed-in-application');

/** Replaces the login screen with the application; `signedIn`: what the login screen has just received. */
export async function openApplication(root: Root, signedIn?: SignedIn): Promise<void> {
  const { mountApplication } = await loadApplication();
  await mountApplication(root, signedIn);
}
