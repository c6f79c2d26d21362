import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { currentUser, requireDev } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { describeBuilds } from './described-registry';
import { refreshRegistryOrigins } from './origins';
import { findRegistryEntry, listRegistry, updateRegistryEntry } from './queries';

export async function registryRoutes(app: FastifyInstance) {
  const { db } = app;

  /**
   * Any signed-in user: the shell reads it after sign-in to know which build of each module to
   * load, with the manifest and declarations of each build this server serves.
   */
  route(app, 'registry.list', {}, async (request) => ok(await describeBuilds(await listRegistry(db), request.server.servedBuilds)));

  /** An unknown module name is 404 (the table's params schema). */
  route(app, 'registry.update', { guard: requireDev(), limits: { maxLengths: { url: 2000, canary: 2000 } } }, async (request) => {
    const { name } = request.params;
    const input = request.body;
    if (!(await updateRegistryEntry(db, name, input, currentUser(request).id))) throw notFound();
    await refreshRegistryOrigins(db, request.log);
    const entry = await findRegistryEntry(db, name);
    if (!entry) throw notFound();
    return ok(entry);
  });
}
