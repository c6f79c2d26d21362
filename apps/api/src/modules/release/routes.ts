import type { FastifyInstance } from 'fastify';

/** The release path of a module (developer only): publish, canary, promote, rollback, status, history. */
export async function releaseRoutes(app: FastifyInstance) {
  void app;
}
