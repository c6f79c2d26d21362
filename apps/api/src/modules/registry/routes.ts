import { MODULE_NAMES, type ModuleName } from '@dental/contracts';
import { registryEntryInputSchema } from '@dental/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { requireDev } from '../../http/guards';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
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
    const entry = await findRegistryEntry(db, name);
    if (!entry) throw notFound();
    return ok(entry);
  });
}
