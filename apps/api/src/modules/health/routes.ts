import type { FastifyInstance } from 'fastify';
import { migrations } from '../../db/migrations';
import { isStopping } from '../../http/graceful-stop';
import { route } from '../../http/route';

const LATEST_MIGRATION = Math.max(...migrations.map((migration) => migration.version));
/** A database that has not answered by then counts as not ready. */
const READY_TIMEOUT_MS = 2000;

async function databaseReady(app: FastifyInstance): Promise<boolean> {
  const check = app.db
    .query<{ level: number | null }>('select max(version) as level from schema_migrations')
    .then(([row]) => Number(row?.level) >= LATEST_MIGRATION, () => false);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes of load balancers and supervisors, without a token and saying nothing but ok / not
 * ready: `health` answers while the process runs; `ready` only while the database answers with
 * every migration applied and the server is not shutting down (from the signal on: 503 otherwise).
 */
export async function healthRoutes(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  route(app, 'system.health', { public: true }, async () => ({ status: 'ok' as const }));

  route(app, 'system.ready', { public: true }, async (_request, reply) => {
    if (!closing && !isStopping(app.server) && (await databaseReady(app))) return { status: 'ok' as const };
    reply.code(503);
    return { status: 'not ready' as const };
  });
}
