// A chunk of its own, loaded once the login screen is shown. Loading it makes the browser prefetch
// the application's chunks (webpackPrefetch: <link rel="prefetch">, idle priority) without running
// them; prepareApplication runs them, from the browser's cache, once the user types.
export const application = () => import(/* webpackPrefetch: true */ './signed-in-application');
