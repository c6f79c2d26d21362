import { globalPlugin } from './global';

export interface RegisteredRoute {
  method: string;
  /** The path as registered, with its parameters (`:id`), under the `/api` prefix. */
  url: string;
  /** The route table's key (libs/contracts `API_ROUTES`) of a route registered with `route()`. */
  key?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server registered (HEAD routes Fastify adds for GET aside): what the permission and bad-input tests cover. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Records the routes registered after it, so tests can hold the whole API to account. */
export const routeCataloguePlugin = globalPlugin('route-catalogue', async (app) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, key: route.config?.routeKey });
  });
});
