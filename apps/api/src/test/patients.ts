import type { FastifyInstance } from 'fastify';
import type { Assurance, Patient, PatientInput, PaymentMode, Role, User } from '@dental/contracts';
import { call, createUser, type Session } from './helpers';

/**
 * Helpers of the patient tests: people signed in with the default roles, insurers, payment modes
 * and patients created through the API.
 */

export type PatientAnswer = { success: Patient };

/** The id of a default role ('Médecin', 'Assistant', 'Administrateur'). */
export async function roleId(app: FastifyInstance, adminToken: string, name: string): Promise<string> {
  const roles = await call<{ success: Role[] }>(app, 'GET', '/api/role', { token: adminToken });
  const role = roles.body.success.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role._id;
}

/** A signed-in doctor with the default Médecin role (own patients only: AFFICHER on PATIENTS). */
export async function createDoctor(app: FastifyInstance, adminToken: string, username: string, cabinet = true): Promise<Session & { user: User }> {
  return createUser(app, adminToken, username, [await roleId(app, adminToken, 'Médecin')], { doctor: { cabinet, percentage: 50 } });
}

/** A signed-in assistant with the default Assistant role (every doctor's patients: AFFICHER_GLOBAL). */
export async function createAssistant(app: FastifyInstance, adminToken: string, username: string): Promise<Session & { user: User }> {
  return createUser(app, adminToken, username, [await roleId(app, adminToken, 'Assistant')]);
}

export async function createInsurer(app: FastifyInstance, adminToken: string, name: string, consPrice: number): Promise<string> {
  const response = await call<{ success: Assurance }>(app, 'POST', '/api/assurance', { token: adminToken, body: { name, cons_price: consPrice } });
  if (response.status !== 200) throw new Error(`assurance ${name}: ${response.raw}`);
  return response.body.success._id;
}

export async function openInvoice(app: FastifyInstance, adminToken: string, assuranceId: string, doctorId: string): Promise<string> {
  const response = await call<{ success: { _id: string } }>(app, 'POST', `/api/assurance/invoices/${assuranceId}?doctor=${doctorId}`, { token: adminToken });
  if (response.status !== 200) throw new Error(`invoice: ${response.raw}`);
  return response.body.success._id;
}

export async function cashModeId(app: FastifyInstance, adminToken: string): Promise<string> {
  const modes = await call<{ success: PaymentMode[] }>(app, 'GET', '/api/paymentMode', { token: adminToken });
  const cash = modes.body.success.find((m) => m.name === 'cash');
  if (!cash) throw new Error('no cash payment mode');
  return cash._id;
}

/** The add-patient form of spec part 1 §7, without consultation unless asked. */
export function patientForm(doctor: string, overrides: Partial<PatientInput> = {}): PatientInput {
  return {
    doctor,
    name: 'Mohamed Ould Ahmed',
    contact: { phone: '36123456', whatsApp: '+22236123456' },
    HealthCondition: '',
    yearOfBirth: 1985,
    address: 'Tevragh Zeina',
    assure: false,
    isConsult: false,
    ...overrides,
  };
}

export async function createPatient(app: FastifyInstance, token: string, body: PatientInput): Promise<Patient> {
  const response = await call<PatientAnswer>(app, 'POST', '/api/patient', { token, body });
  if (response.status !== 200) throw new Error(`patient ${body.name}: ${response.status} ${response.raw}`);
  return response.body.success;
}

export async function transition(app: FastifyInstance, token: string, action: 'passPatient' | 'finishPatient', patient: string): Promise<Patient> {
  const response = await call<PatientAnswer>(app, 'POST', `/api/patient/${action}`, { token, body: { patient } });
  if (response.status !== 200) throw new Error(`${action}: ${response.status} ${response.raw}`);
  return response.body.success;
}
