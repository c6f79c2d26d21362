import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { registeredPath } from '@dental/contracts';
import type { Queryable } from '../../db/types';

/** 144 random bits, written in base64url: 24 characters. */
const TOKEN_BYTES = 18;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** What the database keeps of a token: its SHA-256, never the token. */
export const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/** Where patients reach the server: the clinic's public address, else the address this request came to. */
async function publicAddress(db: Queryable, request: FastifyRequest): Promise<string> {
  const [row] = await db.query<{ address: string }>('select public_address as address from settings where id = 1');
  return row?.address || `${request.protocol}://${request.host}`;
}

/**
 * A new personal link for the appointment, tied to the doctor, day and time it has now (a moved
 * appointment's links no longer open). Links of appointments already over are cleared on the way.
 */
export async function issueLink(db: Queryable, request: FastifyRequest, appointmentId: string): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.query(
    `insert into appointment_links (token_hash, appointment_id, doctor_id, day, time)
     select $1, a.id, a.doctor_id, a.day, a.time from appointments a where a.id = $2`,
    [tokenHash(token), appointmentId],
  );
  await db.query(`delete from appointment_links where day < current_date - 1`);
  return `${await publicAddress(db, request)}${registeredPath('patientReply.page').replace(':token', token)}`;
}
