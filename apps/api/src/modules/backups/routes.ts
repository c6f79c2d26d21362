import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Backup } from '@dental/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { currentUser, requireDev } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { createBackup, listBackups, type ListedBackup } from '../../ops/backup';
import { isBackupName } from '../../ops/backup-file';
import type { BackupSettings } from '../../ops/schedule';

export interface BackupRoutesOptions {
  backups: BackupSettings;
}

function asBackup(entry: ListedBackup & { manifest: NonNullable<ListedBackup['manifest']> }): Backup {
  const { manifest } = entry;
  return {
    name: entry.name,
    size: entry.size,
    createdAt: manifest.createdAt,
    version: manifest.productVersion,
    migrationLevel: manifest.migrationLevel,
    engine: manifest.engine,
  };
}

/** The server's backups (developer only): the schedule and the files, a backup now, a file downloaded. */
export async function backupRoutes(app: FastifyInstance, options: BackupRoutesOptions) {
  const { db } = app;
  const { dir, hour, keep, filesDir } = options.backups;
  const dev = { guard: requireDev() };
  // A refused read begins with AFFICHER, as every refused read of the API (spec part 1 §8).
  const devToRead = {
    guard: async (request: FastifyRequest) => {
      if (!currentUser(request).dev) throw new ApiError(403, 'backup.readDevOnly');
    },
  };

  route(app, 'backups.list', devToRead, async () => {
    const files = await listBackups(dir);
    const readable = files.filter((entry): entry is ListedBackup & { manifest: NonNullable<ListedBackup['manifest']> } => entry.manifest !== undefined);
    return ok({ schedule: { hour, keep, folder: dir }, backups: readable.map(asBackup) });
  });

  route(app, 'backups.create', dev, async (request) => {
    try {
      const made = await createBackup(db, dir, { filesDir });
      request.log.info({ file: made.path, bytes: made.size }, 'backup made on request');
      return ok(asBackup({ name: made.name, path: made.path, size: made.size, modifiedAt: new Date(), manifest: made.manifest }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      request.log.error({ err: error, dir }, `BACKUP FAILED: ${reason}`);
      throw new ApiError(500, 'backup.failed', { reason });
    }
  });

  route(app, 'backups.download', devToRead, async (request, reply) => {
    const { name } = request.params;
    // The params schema holds the name to the pattern already: no separator, no "..".
    if (!isBackupName(name)) throw new ApiError(400, 'backup.nameInvalid');
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw new ApiError(404, 'backup.notFound');
    reply.header('content-type', 'application/gzip');
    reply.header('content-length', String(info.size));
    reply.header('content-disposition', `attachment; filename="${name}"`);
    return createReadStream(path);
  });
}
