import { z } from 'zod';
import type { MessageKey } from './messages';
import { implantSchema, labAccountSchema, labCaseSchema, labPaymentSchema } from './laboratory-work-responses';
import {
  implantListQuerySchema,
  labCaseListQuerySchema,
  labPaymentCreateQuerySchema,
  labPaymentInputSchema,
  labPaymentItemQuerySchema,
  labPaymentListQuerySchema,
} from './laboratory-work-schemas';
import { envelope } from './responses';

/** The schemas of the laboratories' and implants' calls, merged into `ROUTE_SCHEMAS` (same rules). */

const invalidId: MessageKey = 'common.invalidId';
const id = () => z.string({ error: invalidId }).regex(/^[1-9]\d{0,17}$/, { error: invalidId });

const labParams = z.object({ labId: id() });
const caseParams = z.object({ labId: id(), caseId: id() });
const paymentParams = z.object({ paymentId: id() });
const idParams = z.object({ id: id() });

export const LAB_WORK_ROUTE_SCHEMAS = {
  'labAccounts.list': { params: labParams, response: envelope(z.array(labAccountSchema)) },

  'labPayments.list': { query: labPaymentListQuerySchema, response: envelope(z.array(labPaymentSchema)) },
  'labPayments.create': { query: labPaymentCreateQuerySchema, body: labPaymentInputSchema, response: envelope(labPaymentSchema) },
  'labPayments.update': { params: paymentParams, query: labPaymentItemQuerySchema, body: labPaymentInputSchema, response: envelope(labPaymentSchema) },
  'labPayments.remove': { params: paymentParams, query: labPaymentItemQuerySchema, response: envelope(labPaymentSchema) },

  'labCases.list': { params: labParams, query: labCaseListQuerySchema, response: envelope(z.array(labCaseSchema)) },
  'labCases.finish': { params: caseParams, response: envelope(labCaseSchema) },

  'implants.list': { query: implantListQuerySchema, response: envelope(z.array(implantSchema)) },
  'implants.finish': { params: idParams, response: envelope(implantSchema) },
} as const;
