import type { FastifyInstance } from 'fastify';

/** Imports of patients, appointments and treatments from CSV and XLSX files (issue 39). */
export async function importRoutes(_app: FastifyInstance) {}
