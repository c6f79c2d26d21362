// A chunk of its own, loaded once the login screen is shown. Loading it makes the browser prefetch
// the application's chunks (webpackPrefetch: <link rel="prefetch">, idle priority) without running
// them; openApplication runs them, from the browser's cache, once the user has signed in.
export const application = () => import(/* webpackPrefetch: true */ './signed-in-application');
