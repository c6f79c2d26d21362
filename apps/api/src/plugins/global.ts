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
