import type { FastifyInstance } from 'fastify';

/** The clinical record's routes (issue 37): being written. */
export async function clinicalRecordRoutes(app: FastifyInstance) {
  void app;
}
