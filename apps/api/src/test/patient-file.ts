import type { FastifyInstance } from 'fastify';
import type { Quote, Treatment, TreatmentType } from '@dental/contracts';
import { call, type Session } from './helpers';
import { createDoctor, createPatient, patientForm, transition } from './patients';

/** A cabinet doctor and one of their current patients, made through the API. */
export async function doctorWithPatient(app: FastifyInstance, adminToken: string, username: string): Promise<{ doctor: Session; patient: string }> {
  const doctor = await createDoctor(app, adminToken, username);
  const patient = await createPatient(app, adminToken, patientForm(doctor._id, { name: `Patient of ${username}` }));
  await transition(app, adminToken, 'passPatient', patient._id);
  return { doctor, patient: patient._id };
}

export async function createTreatment(app: FastifyInstance, token: string, name: string, price: number, type: TreatmentType = 'soins'): Promise<string> {
  const response = await call<{ success: Treatment }>(app, 'POST', '/api/treatment', { token, body: { name, price, type } });
  if (response.status !== 200) throw new Error(`treatment ${name}: ${response.raw}`);
  return response.body.success._id;
}

/** A quote of one line per treatment, on the given teeth. */
export async function createQuote(app: FastifyInstance, token: string, patient: string, lines: { treatment: string; nums: string[]; price?: number; surface?: string }[], reduce = 0): Promise<Quote> {
  const body = { reduce, LineDevis: lines.map((l) => ({ treatment: l.treatment, price: l.price, teeth: { nums: l.nums, surface: l.surface } })) };
  const response = await call<{ success: Quote }>(app, 'POST', `/api/devis/${patient}`, { token, body });
  if (response.status !== 200) throw new Error(`quote: ${response.raw}`);
  return response.body.success;
}

/** The patient's balance as the API reports it. */
export async function balanceOf(app: FastifyInstance, token: string, patient: string): Promise<number> {
  const response = await call<{ success: { balance: number } }>(app, 'GET', `/api/patient/${patient}`, { token });
  return response.body.success.balance;
}
