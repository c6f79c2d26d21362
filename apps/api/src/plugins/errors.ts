import { MAX_AMOUNT, moneyParam, type MessageKey } from '@dental/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sqlState } from '../db/types';
import { ApiError, dayParam, FormError, type MessageParams } from '../http/errors';
import { translate } from '../http/language';
import { globalPlugin } from './global';

/** Fastify's own request errors (body parsing, content type...) by code. */
const FRAMEWORK_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'common.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'common.unsupportedMediaType',
  FST_ERR_CTP_INVALID_JSON_BODY: 'common.invalidBody',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common.invalidBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'common.badRequest',
};

function statusMessage(status: number): MessageKey {
  if (status === 401) return 'auth.sessionExpired';
  if (status === 404) return 'common.routeNotFound';
  if (status === 413) return 'common.bodyTooLarge';
  if (status === 415) return 'common.unsupportedMediaType';
  if (status === 429) return 'auth.tooManyAttempts';
  return 'common.badRequest';
}

/** Data errors the database raises on input that slipped past validation: the client's fault, not ours. */
function isDataError(state: string | undefined): boolean {
  return state !== undefined && (state.startsWith('22') || state === '54000');
}

/**
 * A sum the database computes inside the write's transaction (a patient's balance kept by trigger,
 * a sheet line's price × teeth) that does not fit numeric(12, 2): the write is rolled back and
 * refused as too large, never a bare "invalid request". `apply_typmod` is where both engines
 * raise a numeric field overflow (an integer out of range is another routine).
 */
function moneyOverflow(error: unknown): FormError | null {
  const { code, routine, where } = error as { code?: unknown; routine?: unknown; where?: unknown };
  if (code !== '22003' || routine !== 'apply_typmod') return null;
  const key: MessageKey = typeof where === 'string' && where.includes('patient_balance_apply') ? 'patient.balanceTooLarge' : 'common.amountTooLarge';
  return new FormError([{ key, params: { max: moneyParam(MAX_AMOUNT) } }]);
}

/**
 * A write refused by the cash_session_guard trigger (migration 019), SQLSTATE DCLOS: a payment held
 * by a close (`payment.sessionClosed`, detail `day|number`), or one entering a past day whose cash
 * is closed (`payment.dayClosed`, detail the day).
 */
function dayClosed(error: unknown): ApiError | null {
  if (sqlState(error) !== 'DCLOS') return null;
  const { message, detail } = error as { message?: unknown; detail?: unknown };
  const [day, number] = String(detail ?? '').split('|');
  if (message === 'payment.sessionClosed') return new ApiError(409, 'payment.sessionClosed', { day: dayParam(day), number: Number(number) });
  return new ApiError(409, 'payment.dayClosed', { day: dayParam(day) });
}

function sendForm(request: FastifyRequest, reply: FastifyReply, error: FormError) {
  const texts = error.messages.map((m) => translate(request, m.key, m.params));
  return reply.code(300).send({ formErrors: [...new Set(texts)] });
}

function sendErr(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey, params?: MessageParams) {
  return reply.code(status).send({ err: translate(request, key, params) });
}

/** 404 for a path no route serves, as `{ err }` in the request's language. */
export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendErr(request, reply, 404, 'common.routeNotFound');
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before any handler (a malformed
 * URL, or a path parameter longer than the router accepts, such as a 3000-digit id).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendErr(request, reply, 400, 'common.invalidId');
  return sendErr(request, reply, 400, 'common.badRequest');
}

/**
 * The envelope of every failure (spec part 1 §8): validation → 300 `{ formErrors }`, known
 * failures → 4xx `{ err }`, anything unexpected → 500 `{ err }` without details.
 */
export const errorsPlugin = globalPlugin('errors', async (app) => {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof FormError) return sendForm(request, reply, error);
    if (error instanceof ApiError) return sendErr(request, reply, error.statusCode, error.key, error.params);

    const closed = dayClosed(error);
    if (closed) return sendErr(request, reply, closed.statusCode, closed.key, closed.params);

    const overflow = moneyOverflow(error);
    if (overflow) return sendForm(request, reply, overflow);

    const state = sqlState(error);
    if (isDataError(state)) {
      request.log.warn({ sqlState: state }, 'request rejected by the database');
      return sendErr(request, reply, 400, 'common.badRequest');
    }

    const code = (error as FastifyError).code;
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const key = (code && FRAMEWORK_ERRORS[code]) || (error instanceof SyntaxError ? 'common.invalidBody' : statusMessage(status));
      return sendErr(request, reply, status, key);
    }

    request.log.error({ err: error }, 'unexpected error');
    return sendErr(request, reply, 500, 'common.serverError', { requestId: request.id });
  });
});
