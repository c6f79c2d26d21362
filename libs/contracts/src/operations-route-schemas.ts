import { z } from 'zod';
import type { MessageKey } from './messages';
import { envelope } from './responses';

/** The answer of the health and readiness probes: nothing beyond ok / not ready (HTTP 200 / 503). */
export const probeAnswerSchema = z.object({ status: z.enum(['ok', 'not ready']) });
export type ProbeAnswer = z.infer<typeof probeAnswerSchema>;

/** A backup file: `dental-<date>-<time>-m<migration level>.tar.gz`, nothing else is ever served. */
export const BACKUP_NAME_PATTERN = /^dental-\d{8}-\d{6}(-\d{3})?-m\d{1,4}\.tar\.gz$/;

/** One backup as the server lists it (the folder is the server's BACKUP_DIR). */
export const backupSchema = z.object({
  name: z.string(),
  /** Bytes of the file. */
  size: z.number(),
  createdAt: z.string(),
  /** The product version and migration level written inside the file. */
  version: z.string(),
  migrationLevel: z.number(),
  engine: z.enum(['pglite', 'postgres']),
});
export type Backup = z.infer<typeof backupSchema>;

/** The automatic daily backups: the hour (server's local time, null when off) and how many are kept. */
export const backupScheduleSchema = z.object({ hour: z.number().nullable(), keep: z.number(), folder: z.string() });
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

export const backupListSchema = z.object({ schedule: backupScheduleSchema, backups: z.array(backupSchema) });
export type BackupList = z.infer<typeof backupListSchema>;

const backupParams = z.object({ name: z.string().regex(BACKUP_NAME_PATTERN, { error: 'backup.nameInvalid' satisfies MessageKey }) });

/** Probes (public) and backups (developer only), merged into `ROUTE_SCHEMAS`. */
export const OPERATIONS_ROUTE_SCHEMAS = {
  'system.health': { response: probeAnswerSchema },
  'system.ready': { response: probeAnswerSchema },
  'backups.list': { response: envelope(backupListSchema) },
  'backups.create': { response: envelope(backupSchema) },
  /** The file itself (application/gzip), not JSON. */
  'backups.download': { params: backupParams, response: z.unknown() },
} as const;
