import { z } from 'zod';
import { canaryThresholdsSchema } from './release-schemas';
import { MODULE_NAMES } from './vocabulary';

/** The answers of the release calls and of the health reports. */

/** A stored build of a module, with its health figures of the last 24 hours. */
export const releaseBuildSchema = z.object({
  id: z.string(),
  module: z.enum(MODULE_NAMES),
  /** Where the shell loads it from: `/modules/{module}/builds/{id}/mf-manifest.json`. */
  url: z.string(),
  createdAt: z.string(),
  /** The developer who published it (username), null when unknown. */
  createdBy: z.string().nullable(),
  files: z.number(),
  bytes: z.number(),
  bad: z.boolean(),
  badReason: z.string().nullable(),
  loads: z.number(),
  failures: z.number(),
});
export type ReleaseBuild = z.infer<typeof releaseBuildSchema>;

export const RELEASE_ACTIONS = ['publish', 'canary', 'promote', 'rollback', 'auto-rollback', 'registry'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** One change of what users load (or a publish), as kept in the history. */
export const releaseEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  module: z.enum(MODULE_NAMES),
  action: z.enum(RELEASE_ACTIONS),
  /** The developer (username); null for the automatic rollback. */
  by: z.string().nullable(),
  /** The build ids before and after ('bundled', 'external' or a stored build's id), null where none. */
  fromBuild: z.string().nullable(),
  toBuild: z.string().nullable(),
  fromUrl: z.string().nullable(),
  toUrl: z.string().nullable(),
  /** The canary's share after the change (canary and auto-rollback events). */
  percent: z.number().nullable(),
  reason: z.string(),
  /** The automatic rollback's figures (loads, failures, rates, failing users, thresholds). */
  figures: z.record(z.string(), z.unknown()).nullable(),
});
export type ReleaseEvent = z.infer<typeof releaseEventSchema>;

/** A module's release state: what users load, the stored builds and the last events. */
export const releaseStatusSchema = z.object({
  module: z.enum(MODULE_NAMES),
  stable: z.object({ build: z.string(), url: z.string() }),
  canary: z.object({ build: z.string(), url: z.string(), percent: z.number() }).nullable(),
  builds: z.array(releaseBuildSchema),
  /** The newest first, ten at most (the events call gives the whole history). */
  events: z.array(releaseEventSchema),
  thresholds: canaryThresholdsSchema,
});
export type ReleaseStatus = z.infer<typeof releaseStatusSchema>;

/** A publish: the build (the same one when the folder was already published) and whether it is new. */
export const publishResultSchema = z.object({ build: releaseBuildSchema, created: z.boolean() });
export type PublishResult = z.infer<typeof publishResultSchema>;

/** A canary, promote or rollback: whether anything changed (a repeat changes nothing), the event kept, the state after. */
export const releaseChangeSchema = z.object({
  changed: z.boolean(),
  event: releaseEventSchema.nullable(),
  status: releaseStatusSchema,
});
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;

/**
 * POST moduleHealth: `accepted` loads stored, of which `counted` weigh in the canary judgement
 * (the server agreed the user was served that build in that cohort; forced loads never weigh).
 */
export const healthAcceptedSchema = z.object({ accepted: z.number(), counted: z.number() });
