// The first load: the login screen with React, i18n and the clinic's look only. The store, RTK
// Query, axios, the router and the module platform arrive after sign-in: the browser prefetches them
// once the screen is shown and runs them once the user types; a user still signed in from an earlier
// visit gets them at once, and the module registry is asked for meanwhile.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient, readRegistryEarly } from '@dental/api-client';
import { persistedAccessToken } from '@dental/auth';
import { addNamespace, currentLanguage } from '@dental/i18n';
import '@dental/ui/styles.css';
import { openApplication, prefetchApplication, prepareApplication } from './app/open-application';
import { shellTranslations } from './i18n/translations';
import { SignInScreen } from './login/SignInScreen';
import './shell.css';

const LOGIN_PATH = '/login';

export function start(): void {
  addNamespace('shell', shellTranslations);
  configureApiClient({ baseURL: '/api', getLanguage: currentLanguage });
  const root = createRoot(document.getElementById('root')!);
  const token = persistedAccessToken();
  if (token) {
    readRegistryEarly(token);
    void openApplication(root);
    return;
  }
  // Signed out, every path shows the login screen at /login, as the application's guard does.
  if (window.location.pathname !== LOGIN_PATH) window.history.replaceState(null, '', LOGIN_PATH);
  // A transition: React builds the screen in slices of a few milliseconds, none of them a long task.
  startTransition(() =>
    root.render(<SignInScreen onReady={prefetchApplication} onTyping={prepareApplication} onSignedIn={(signedIn) => openApplication(root, signedIn)} />),
  );
}
