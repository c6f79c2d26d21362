import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PatientAnswerKind } from '@dental/contracts';
import { clinicNameIn, registeredPath, withoutHiddenCharacters } from '@dental/contracts';
import { firstNameOf, localDay, PATIENT_MESSAGE_MAX, replyPhase, stateAfterAnswer, timeOfMinutes } from '@dental/domain';
import { isUniqueViolation, type Db, type Queryable } from '../../db/types';
import { route, serializerCompiler, validatorCompiler } from '../../http/route';
import { countHit } from '../auth/attempts-store';
import { tokenHash, TOKEN_PATTERN } from './links';
import { renderReplyPage, type ReplyView } from './page';
import { findLinked, recordAnswer, type LinkedAppointment } from './queries';
import type { ReplyProblem } from './texts';

/** Requests to the patient's page per client address and per link, in a window of `timeWindow` ms. */
export interface ReplyRateLimit {
  perAddress: number;
  perLink: number;
  timeWindow: number;
}

export const DEFAULT_REPLY_RATE_LIMIT: ReplyRateLimit = { perAddress: 120, perLink: 20, timeWindow: 60_000 };

export interface PatientReplyOptions {
  db: Db;
  rateLimit: ReplyRateLimit;
}

/** The form's answers: confirm, cancel (with `sure=yes` once asked again) and another time; the answers' own names are taken too. */
const ANSWERS = new Map<string, PatientAnswerKind>([
  ['confirm', 'confirmed'],
  ['confirmed', 'confirmed'],
  ['cancel', 'cancelled'],
  ['cancelled', 'cancelled'],
  ['otherTime', 'otherTime'],
]);

const clock = () => {
  const now = new Date();
  return { today: localDay(now), time: timeOfMinutes(now.getHours() * 60 + now.getMinutes()) };
};

function send(reply: FastifyReply, status: number, view: ReplyView): string {
  const { html, csp } = renderReplyPage(view);
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex');
  return html;
}

/** Wrong, expired, moved, deleted or used up: one page, one status, whatever the reason. */
const neutral = (reply: FastifyReply) => send(reply, 404, { kind: 'neutral' });

const PAGE_PREFIX = registeredPath('patientReply.page').replace(':token', '');

/** Sends the neutral page (for a request the router refused before any route). */
export function sendNeutral(reply: FastifyReply): void {
  void reply.send(neutral(reply));
}

/** Whether a URL is the patient's page's (a token too long for the router still gets the neutral page). */
export const isReplyPageUrl = (url: string) => url.startsWith(PAGE_PREFIX);

function appointmentView(linked: LinkedAppointment, mode: 'answer' | 'askCancel', problem?: ReplyProblem): ReplyView {
  const { today, time } = clock();
  const phase = replyPhase(linked.day, linked.time, linked.minutes, today, time);
  const open = stateAfterAnswer('confirmed', linked.state, linked.answer) !== null || stateAfterAnswer('otherTime', linked.state, linked.answer) !== null;
  return {
    kind: 'appointment',
    language: linked.language,
    mode: phase === 'started' ? 'started' : open ? mode : 'closed',
    problem,
    appointment: {
      clinicName: clinicNameIn(linked, linked.language),
      color: linked.color,
      firstName: firstNameOf(linked.patientName),
      day: linked.day,
      time: linked.time,
      doctor: linked.doctor,
      answer: linked.answer,
      answerAt: linked.answerAt,
    },
  };
}

/**
 * The patient's answer page (issue 38), outside the API and its sign-in: a link's token opens its
 * appointment's page; a form post records an answer and comes back to the page (post, redirect,
 * get). Requests are counted per client address, then per link; the token never reaches a log
 * (the request log writes the route's pattern for these routes).
 */
export async function patientReplyRoutes(app: FastifyInstance, options: PatientReplyOptions) {
  const { db } = options;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A plain HTML form posts application/x-www-form-urlencoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const limit = options.rateLimit;
  /** Counts the request against its address: the token's hash, 'limited' once over, or null for a token that cannot be one. */
  async function counted(request: FastifyRequest<{ Params: { token: string } }>): Promise<Buffer | 'limited' | null> {
    const address = await countHit(db, `reply-address:${request.ip}`, limit.timeWindow);
    if (address.current > limit.perAddress) return 'limited';
    const { token } = request.params;
    return TOKEN_PATTERN.test(token) ? tokenHash(token) : null;
  }

  /** Counts a request on a link that opens: over the limit, 'limited'. */
  async function countedOnLink(hash: Buffer): Promise<boolean> {
    const hits = await countHit(db, `reply-link:${hash.subarray(0, 16).toString('hex')}`, limit.timeWindow);
    return hits.current > limit.perLink;
  }

  /** The link's appointment while it has not ended, else null. */
  async function live(q: Queryable, hash: Buffer, forUpdate: boolean): Promise<LinkedAppointment | null> {
    const linked = await findLinked(q, hash, forUpdate);
    if (!linked) return null;
    const { today, time } = clock();
    return replyPhase(linked.day, linked.time, linked.minutes, today, time) === 'ended' ? null : linked;
  }

  route(app, 'patientReply.page', { public: true, secretPath: true }, async (request, reply) => {
    const hash = await counted(request);
    if (hash === 'limited') return send(reply, 429, { kind: 'limited' });
    const linked = hash && (await live(db, hash, false));
    if (!linked) return neutral(reply);
    if (await countedOnLink(hash)) return send(reply, 429, { kind: 'limited' });
    return send(reply, 200, appointmentView(linked, 'answer'));
  });

  route(
    app,
    'patientReply.answer',
    { public: true, secretPath: true, parseBody: (input) => (input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {}) },
    async (request, reply) => {
      const body = request.body;
      const answer = typeof body.answer === 'string' ? ANSWERS.get(body.answer) : undefined;
      const message = typeof body.message === 'string' ? withoutHiddenCharacters(body.message).trim() : '';
      const hash = await counted(request);
      if (hash === 'limited') return send(reply, 429, { kind: 'limited' });
      if (!hash) return neutral(reply);
      if (await countedOnLink(hash)) return send(reply, 429, { kind: 'limited' });
      try {
        return await db.transaction(async (tx) => {
          const linked = await live(tx, hash, true);
          if (!linked) return neutral(reply);
          const { today, time } = clock();
          if (replyPhase(linked.day, linked.time, linked.minutes, today, time) !== 'open') return send(reply, 409, appointmentView(linked, 'answer', 'tooLate'));
          if (!answer) return send(reply, 400, appointmentView(linked, 'answer', 'answerInvalid'));
          if (answer === 'otherTime' && message.length > PATIENT_MESSAGE_MAX) return send(reply, 400, appointmentView(linked, 'answer', 'messageTooLong'));
          const state = stateAfterAnswer(answer, linked.state, linked.answer);
          if (!state) return send(reply, 409, appointmentView(linked, 'answer'));
          // "J'annule" asks once more; only "Oui, j'annule" (sure=yes) cancels.
          if (answer === 'cancelled' && body.sure !== 'yes' && linked.answer !== 'cancelled') return send(reply, 200, appointmentView(linked, 'askCancel'));
          await recordAnswer(tx, linked.id, answer, state, answer === 'otherTime' && message !== '' ? message : null);
          reply.code(303).header('location', request.url).header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
          return '';
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The patient's own cancellation freed the slot, and the desk gave it to someone else since.
        const linked = await live(db, hash, false);
        if (!linked) return neutral(reply);
        return send(reply, 409, appointmentView(linked, 'answer', 'slotTaken'));
      }
    },
  );
}
