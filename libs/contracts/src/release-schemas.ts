import { z } from 'zod';
import type { MessageKey } from './messages';
import { MODULE_NAMES } from './vocabulary';

/** The inputs of the release calls (publish, canary, promote, rollback, thresholds) and of the health reports. */

const key = (message: MessageKey) => message;

/** A build's id: the start of the sha-256 of its files (16 lowercase hex digits). */
export const BUILD_ID_PATTERN = /^[0-9a-f]{16}$/;
export const buildIdSchema = z.string({ error: key('release.buildInvalid') }).regex(BUILD_ID_PATTERN, { error: key('release.buildInvalid') });

/** A file's path inside a build folder: relative, forward slashes, no `..`, no hidden segment. */
export const BUILD_FILE_PATH_PATTERN = /^(?!.*(?:^|\/)\.)[A-Za-z0-9_@+-][A-Za-z0-9_.@+-]*(?:\/[A-Za-z0-9_@+-][A-Za-z0-9_.@+-]*)*$/;
/** At most this many files per build, and this many bytes (decoded) in all. */
export const BUILD_MAX_FILES = 2000;
export const BUILD_MAX_BYTES = 40 * 1024 * 1024;

/** POST release/{name}/builds: the whole build folder, every file's content in base64. */
export const publishInputSchema = z.object({
  files: z
    .array(
      z.object({
        path: z.string({ error: key('release.filePathInvalid') }).max(300, { error: key('release.filePathInvalid') }).regex(BUILD_FILE_PATH_PATTERN, { error: key('release.filePathInvalid') }),
        content: z.string({ error: key('release.fileContentInvalid') }).regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: key('release.fileContentInvalid') }),
      }),
      { error: key('release.filesRequired') },
    )
    .min(1, { error: key('release.filesRequired') })
    .max(BUILD_MAX_FILES, { error: key('release.tooManyFiles') }),
});
export type PublishInput = z.infer<typeof publishInputSchema>;

const percentSchema = z
  .number({ error: key('registry.percentInvalid') })
  .int({ error: key('registry.percentInvalid') })
  .min(0, { error: key('registry.percentInvalid') })
  .max(100, { error: key('registry.percentInvalid') });

/** `force` lets a build marked bad be canaried or promoted again. */
const forceSchema = z.boolean({ error: key('release.forceInvalid') }).optional().default(false);

/** POST release/{name}/canary: a published build for a share of users (0 ends the canary). */
export const canaryInputSchema = z.object({ build: buildIdSchema, percent: percentSchema, force: forceSchema });
export type CanaryInput = z.input<typeof canaryInputSchema>;

/** POST release/{name}/promote: the canary becomes the stable build. */
export const promoteInputSchema = z.object({ force: forceSchema });
export type PromoteInput = z.input<typeof promoteInputSchema>;

/** POST release/{name}/rollback: stable back to the previous stable build, or to the named one. */
export const rollbackInputSchema = z.object({ build: buildIdSchema.nullable().optional().default(null), force: forceSchema });
export type RollbackInput = z.input<typeof rollbackInputSchema>;

/** GET release/{name}/events: the newest first. */
export const releaseEventsQuerySchema = z.object({
  limit: z.coerce.number({ error: key('common.invalidField') }).int({ error: key('common.invalidField') }).min(1, { error: key('common.invalidField') }).max(500, { error: key('common.invalidField') }).optional().default(50),
});

const thresholdInt = (min: number, max: number) =>
  z.number({ error: key('release.thresholdInvalid') }).int({ error: key('release.thresholdInvalid') }).min(min, { error: key('release.thresholdInvalid') }).max(max, { error: key('release.thresholdInvalid') });

/** PUT release/{name}/thresholds: when a canary is rolled back by itself. */
export const canaryThresholdsSchema = z.object({
  /** The rate rule needs at least this many canary loads in the window. */
  minLoads: thresholdInt(1, 100_000),
  windowMinutes: thresholdInt(1, 1440),
  /** The canary's failure rate must exceed this (percent)… */
  maxFailurePercent: z.number({ error: key('release.thresholdInvalid') }).min(0, { error: key('release.thresholdInvalid') }).max(100, { error: key('release.thresholdInvalid') }),
  /** …and the stable build's rate plus this many points. */
  marginPoints: z.number({ error: key('release.thresholdInvalid') }).min(0, { error: key('release.thresholdInvalid') }).max(100, { error: key('release.thresholdInvalid') }),
  /** Or this many distinct users failing… */
  failingUsers: thresholdInt(1, 1000),
  /** …within this many minutes. */
  usersWindowMinutes: thresholdInt(1, 1440),
});
export type CanaryThresholds = z.infer<typeof canaryThresholdsSchema>;

export const MODULE_LOAD_STAGES = ['manifest', 'entry', 'init', 'expose', 'libVersions', 'mount', 'render'] as const;
export type ModuleLoadStage = (typeof MODULE_LOAD_STAGES)[number];
export const MODULE_LOAD_COHORTS = ['stable', 'canary', 'forced'] as const;
export type ModuleLoadCohort = (typeof MODULE_LOAD_COHORTS)[number];
/** At most this many loads in one report. */
export const HEALTH_BATCH_MAX = 20;

/**
 * One module load's outcome as the browser saw it: the stage it failed at (ok false), or 'mount'
 * with ok true once mounted; a render error after mounting is a second report ('render', false).
 * `build` is the build id of the URL loaded ('bundled' for the build shipped with the server,
 * 'external' for any other address).
 */
export const moduleLoadSchema = z.object({
  module: z.enum(MODULE_NAMES, { error: key('health.moduleInvalid') }),
  build: z.string({ error: key('health.buildInvalid') }).regex(/^(?:[0-9a-f]{16}|bundled|external)$/, { error: key('health.buildInvalid') }),
  cohort: z.enum(MODULE_LOAD_COHORTS, { error: key('health.cohortInvalid') }),
  stage: z.enum(MODULE_LOAD_STAGES, { error: key('health.stageInvalid') }),
  ok: z.boolean({ error: key('health.okInvalid') }),
});
export type ModuleLoad = z.infer<typeof moduleLoadSchema>;

/** POST moduleHealth: a batch of loads. */
export const healthReportSchema = z.object({
  loads: z.array(moduleLoadSchema, { error: key('health.loadsRequired') }).min(1, { error: key('health.loadsRequired') }).max(HEALTH_BATCH_MAX, { error: key('health.tooManyLoads') }),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
