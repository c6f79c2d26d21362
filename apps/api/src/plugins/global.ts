import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as non-encapsulated (what the fastify-plugin package does): its hooks, handlers
 * and decorators apply to the context that registers it instead of a child context.
 */
export function globalPlugin<Options extends object = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}

/**
 * An encapsulated plugin named after its function. Without a name of its own, fastify names a
 * plugin by searching every loaded module for it (`require.cache`, a proxy under jest), which was
 * a third of the time an app took to start in a test.
 */
export function named<Options extends object = Record<never, never>>(plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name });
}
