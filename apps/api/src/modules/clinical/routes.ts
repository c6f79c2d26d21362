import type { FastifyInstance } from 'fastify';
import { chartRoutes } from './chart';
import { conditionTypeRoutes } from './condition-types';
import { toothConditionRoutes } from './conditions';
import { consentTemplateRoutes } from './consent';
import { clinicalNoteRoutes } from './notes';

/** The clinical record of the patient file (issue 37): the conditions' catalogue, the chart, conditions on teeth, clinical notes, the consent form. */
export async function clinicalRecordRoutes(app: FastifyInstance) {
  await conditionTypeRoutes(app);
  await chartRoutes(app);
  await toothConditionRoutes(app);
  await clinicalNoteRoutes(app);
  await consentTemplateRoutes(app);
}
