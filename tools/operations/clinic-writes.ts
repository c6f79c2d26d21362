// A clinic made through the API for the multi-instance tests, and a burst of the writes that take a
// number or move a balance (new patients' registration numbers, quotes, patient and insurer
// invoices, purchase orders, payments), all sent at once.
import type { Patient, PatientInput, PatientInvoice, Payment, PurchaseOrder, Quote, Role, User } from '../../libs/contracts/src/index';
import { apiCall, type CallResult } from './harness';

type Answer<T> = { success: T };

/** The answer's `success`, or an error naming the call and what the server said. */
export function successOf<T>(what: string, answer: CallResult<unknown>): T {
  const body = answer.body as Partial<Answer<T>>;
  if (answer.status !== 200 || body.success === undefined) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return body.success;
}

export async function roleIdOf(base: string, token: string, name: string): Promise<string> {
  const roles = successOf<Role[]>('roles', await apiCall(base, 'roles.list', { token }));
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role._id;
}

export async function createUser(base: string, token: string, username: string, password: string, roles: string[], doctor: boolean): Promise<User> {
  const body = { username, password, phone: '22222222', doctor: doctor ? { cabinet: true, percentage: 50 } : null, roles };
  return successOf<User>(`user ${username}`, await apiCall(base, 'users.create', { token, body }));
}

export function patientForm(doctor: string, name: string): PatientInput {
  return { doctor, name, contact: { phone: '36123456', whatsApp: '+22236123456' }, HealthCondition: '', yearOfBirth: 1985, address: 'Tevragh Zeina', assure: false, isConsult: false };
}

/** A new patient (no consultation: nothing charged), passed to the current list: it gets its registration number. */
export async function registerPatient(base: string, token: string, doctor: string, name: string): Promise<Patient> {
  const created = successOf<Patient>(`patient ${name}`, await apiCall(base, 'patients.create', { token, body: patientForm(doctor, name) }));
  return successOf<Patient>(`pass ${name}`, await apiCall(base, 'patients.pass', { token, body: { patient: created._id } }));
}

export interface Clinic {
  doctor: string;
  /** Doctors who each get one invoice of the insurer. */
  insuredDoctors: string[];
  insurer: string;
  treatment: string;
  supplier: string;
  consumable: string;
  /** Current patients whose files get quotes, invoices and payments. */
  files: string[];
}

export const INSURED_DOCTORS = 8;
export const FILES = 4;

export async function createClinic(base: string, token: string): Promise<Clinic> {
  const doctorRole = await roleIdOf(base, token, 'Médecin');
  const doctor = (await createUser(base, token, 'dr.burst', 'burst-password', [doctorRole], true))._id;
  const insuredDoctors: string[] = [];
  for (let i = 1; i <= INSURED_DOCTORS; i += 1) insuredDoctors.push((await createUser(base, token, `dr.insured${i}`, 'insured-password', [doctorRole], true))._id);
  const id = async (what: string, answer: Promise<CallResult<unknown>>) => successOf<{ _id: string }>(what, await answer)._id;
  const insurer = await id('insurer', apiCall(base, 'assurances.create', { token, body: { name: 'CNAM', cons_price: 400 } }));
  const treatment = await id('treatment', apiCall(base, 'treatments.create', { token, body: { name: 'Détartrage', price: 1500.25, type: 'soins' } }));
  const supplier = await id('supplier', apiCall(base, 'suppliers.create', { token, body: { name: 'Dentaire SA', phone: '45250003' } }));
  const consumable = await id('consumable', apiCall(base, 'consumableList.create', { token, body: { name: 'Gants' } }));
  const files: string[] = [];
  for (let i = 1; i <= FILES; i += 1) files.push((await registerPatient(base, token, doctor, `File patient ${i}`))._id);
  return { doctor, insuredDoctors, insurer, treatment, supplier, consumable, files };
}

/** A payment's amount with cents, different for each i. */
export const paymentAmount = (i: number) => Number(`${100 + i}.${String((i * 37) % 100).padStart(2, '0')}`);

export interface BurstResult {
  /** The pass's answer (the creation's when it failed). */
  patients: CallResult<Answer<Patient>>[];
  quotes: { file: string; answer: CallResult<Answer<Quote>> }[];
  invoices: { file: string; answer: CallResult<Answer<PatientInvoice>> }[];
  insurerInvoices: CallResult<Answer<{ numInvoice: number; doctor: string }>>[];
  orders: { quantity: number; answer: CallResult<Answer<PurchaseOrder>> }[];
  payments: { file: string; amount: number; answer: CallResult<Answer<Payment>> }[];
}

export const BURST = { patients: 40, quotes: 40, invoices: 20, orders: 40, payments: 52 } as const;
export const ORDER_PRICE = 12.35;

/**
 * 200 writes at once through `base`: 40 new patients (created and passed: a registration number
 * each), 40 quotes and 20 invoices over the files (an invoice bills the lines quoted before it;
 * with none left it is refused), one insurer invoice per insured doctor, 40 purchase orders, 52
 * payments over the files.
 */
export async function burst(base: string, token: string, clinic: Clinic): Promise<BurstResult> {
  const times = (count: number) => Array.from({ length: count }, (_, i) => i);
  const fileOf = (i: number) => clinic.files[i % clinic.files.length];
  const patients = Promise.all(
    times(BURST.patients).map(async (i) => {
      const created = await apiCall<Answer<Patient>>(base, 'patients.create', { token, body: patientForm(clinic.doctor, `Burst patient ${i}`) });
      if (created.status !== 200) return created;
      return apiCall<Answer<Patient>>(base, 'patients.pass', { token, body: { patient: created.body.success._id } });
    }),
  );
  const quotes = Promise.all(
    times(BURST.quotes).map(async (i) => {
      const body = { reduce: 0, LineDevis: [{ treatment: clinic.treatment, teeth: { nums: [String(11 + (i % 8))] } }] };
      return { file: fileOf(i), answer: await apiCall<Answer<Quote>>(base, 'quotes.create', { token, params: { patientId: fileOf(i) }, body }) };
    }),
  );
  const invoices = Promise.all(
    times(BURST.invoices).map(async (i) => ({ file: fileOf(i), answer: await apiCall<Answer<PatientInvoice>>(base, 'patientInvoices.create', { token, params: { patientId: fileOf(i) } }) })),
  );
  const insurerInvoices = Promise.all(
    clinic.insuredDoctors.map((doctor) => apiCall<Answer<{ numInvoice: number; doctor: string }>>(base, 'invoices.create', { token, params: { AssId: clinic.insurer }, query: { doctor } })),
  );
  const orders = Promise.all(
    times(BURST.orders).map(async (i) => {
      const quantity = 1 + (i % 5);
      const body = { supplier: clinic.supplier, LinePurchaseOrder: [{ consumable: clinic.consumable, qty: quantity, price: ORDER_PRICE }] };
      return { quantity, answer: await apiCall<Answer<PurchaseOrder>>(base, 'purchaseOrders.create', { token, params: { doctorId: clinic.doctor }, body }) };
    }),
  );
  const payments = Promise.all(
    times(BURST.payments).map(async (i) => {
      const amount = paymentAmount(i);
      const body = { doctor: clinic.doctor, patient: fileOf(i), amount, type: 'payment', method: 'cash', supported: false, paymentDate: '2026-03-02', approved: true };
      return { file: fileOf(i), amount, answer: await apiCall<Answer<Payment>>(base, 'payments.create', { token, body }) };
    }),
  );
  return { patients: await patients, quotes: await quotes, invoices: await invoices, insurerInvoices: await insurerInvoices, orders: await orders, payments: await payments };
}
