import { MODULE_NAMES, type ModuleName } from '@dental/contracts';
import { registryEntryInputSchema } from '@dental/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { requireDev } from '../../http/guards';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { registryOrigins } from './origins';
import { findRegistryEntry, listRegistry, updateRegistryEntry } from './queries';

function isModuleName(value: unknown): value is ModuleName {
  return typeof value === 'string' && (MODULE_NAMES as readonly string[]).includes(value);
}

export async function registryRoutes(app: FastifyInstance) {
  const { db } = app;

  /** Any signed-in user: the shell reads it after sign-in to know which build of each module to load. */
  app.get('/registry', async () => ok(await listRegistry(db)));

  app.put('/registry/:name', { preHandler: requireDev() }, async (request) => {
    const name = (request.params as { name?: unknown }).name;
    if (!isModuleName(name)) throw notFound();
    const input = validate(registryEntryInputSchema, request.body, { maxLengths: { url: 2000, canary: 2000 } });
    if (!(await updateRegistryEntry(db, name, input))) throw notFound();
    // The next page's Content-Security-Policy must allow the build just named.
    const origins = registryOrigins(db);
    await origins.refresh().catch((error: unknown) => {
      origins.invalidate();
      request.log.warn({ err: error }, 'registry origins not refreshed: read again on the next page');
    });
    const entry = await findRegistryEntry(db, name);
    if (!entry) throw notFound();
    return ok(entry);
  });
}
