import type { FastifyInstance } from 'fastify';

/** The module loads the shell reports (any signed-in user), and the canary thresholds (developer only). */
export async function moduleHealthRoutes(app: FastifyInstance) {
  void app;
}
