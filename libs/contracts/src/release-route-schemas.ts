import { z } from 'zod';
import type { MessageKey } from './messages';
import { envelope } from './responses';
import { healthAcceptedSchema, publishResultSchema, releaseChangeSchema, releaseEventSchema, releaseStatusSchema } from './release-responses';
import { canaryInputSchema, canaryThresholdsSchema, healthReportSchema, promoteInputSchema, publishInputSchema, releaseEventsQuerySchema, rollbackInputSchema } from './release-schemas';
import { MODULE_NAMES } from './vocabulary';

const moduleParams = z.object({ name: z.enum(MODULE_NAMES, { error: 'common.notFound' satisfies MessageKey }) });

/** The release calls (developer only) and the health reports (any signed-in user), merged into `ROUTE_SCHEMAS`. */
export const RELEASE_ROUTE_SCHEMAS = {
  'release.status': { params: moduleParams, response: envelope(releaseStatusSchema) },
  'release.events': { params: moduleParams, query: releaseEventsQuerySchema, response: envelope(z.array(releaseEventSchema)) },
  'release.publish': { params: moduleParams, body: publishInputSchema, response: envelope(publishResultSchema) },
  'release.canary': { params: moduleParams, body: canaryInputSchema, response: envelope(releaseChangeSchema) },
  'release.promote': { params: moduleParams, body: promoteInputSchema, response: envelope(releaseChangeSchema) },
  'release.rollback': { params: moduleParams, body: rollbackInputSchema, response: envelope(releaseChangeSchema) },
  'release.thresholds': { params: moduleParams, body: canaryThresholdsSchema, response: envelope(canaryThresholdsSchema) },
  'moduleHealth.report': { body: healthReportSchema, response: envelope(healthAcceptedSchema) },
} as const;
