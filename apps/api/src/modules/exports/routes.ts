import type { FastifyInstance } from 'fastify';

/** Exports of the whole clinic and of a patient's file as zips of CSV (issue 39). */
export async function exportRoutes(_app: FastifyInstance) {}
