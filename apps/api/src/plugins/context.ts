import type { Db } from '../db/types';
import type { PasswordHasher } from '../security/passwords';
import { globalPlugin } from './global';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every route module queries. */
    db: Db;
    /** Password hashing (argon2id). */
    passwords: PasswordHasher;
  }
}

export interface ContextOptions {
  db: Db;
  passwords: PasswordHasher;
}

/** Shares the database and the password hasher with the route modules. */
export const contextPlugin = globalPlugin<ContextOptions>('context', async (app, options) => {
  app.decorate('db', options.db);
  app.decorate('passwords', options.passwords);
});
