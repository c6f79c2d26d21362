import type { FastifyInstance } from 'fastify';

/** The images' and documents' routes (issue 37): being written. */
export async function clinicalFileRoutes(app: FastifyInstance) {
  void app;
}
