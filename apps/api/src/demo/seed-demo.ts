import { fromCents, insuranceSplit, toCents } from '@dental/domain';
import type { Db, Queryable } from '../db/types';
import { numeric } from '../db/values';
import { createInvoice } from '../modules/invoices/queries';
import { keepOnCall, seedAgenda, seedDeskDay, type AgendaResult } from './agenda';
import type { PasswordHasher } from '../security/passwords';
import {
  COVERAGES,
  DEMO_ASSISTANT,
  DEMO_CLINIC,
  DEMO_CATALOGUE,
  DEMO_DOCTORS,
  DEMO_INSURERS,
  DEMO_PASSWORD,
  DEMO_PAYMENT_MODES,
  FATHER_NAMES,
  FEMALE_NAMES,
  HEALTH_CONDITIONS,
  MALE_NAMES,
  NEIGHBOURHOODS,
  SOUTHERN_FAMILY_NAMES,
  SOUTHERN_GIVEN_NAMES,
} from './data';
import { databaseFileStore, type FileStore } from '../modules/clinical-files/file-store';
import { seedClinicalImages } from './clinical-images';
import { seedClinicalRecords, type ClinicalRecordsResult } from './clinical-records';
import { seedConsumables, type ConsumablesResult } from './consumables';
import { seedLabPayments, type LabPaymentsResult } from './laboratories';
import { seedPatientFiles, type PatientFilesResult } from './patient-files';
import { seedRecalls, type RecallsResult } from './recalls';
import { seedTakingsHistory, UNAPPROVED_DAYS, type TakingsHistoryResult } from './takings-history';
import { numberingReceipts, skippingPatientTriggers } from './bulk-writes';

export const DEFAULT_DEMO_PATIENTS = 3000;
export const MAX_DEMO_PATIENTS = 100_000;
/** Patients written per transaction: large enough for speed, small enough for the parameters. */
const BATCH = 2000;
/** The demo's patients were created over the last three years. */
const HISTORY_MS = 3 * 365 * 24 * 3600 * 1000;

export interface DemoSeedOptions {
  /** How many demo patients the clinic should have (those already there count). */
  patients: number;
  hasher: PasswordHasher;
  /** Where the demo radiographs' bytes go (the database's stored_files when not given). */
  files?: FileStore;
  /** Progress lines. */
  log?: (line: string) => void;
  /** The end of the demo's history (now by default). */
  now?: Date;
}

export interface DemoSeedResult {
  created: {
    users: string[];
    insurers: number;
    treatments: number;
    paymentModes: number;
    invoices: number;
    patients: number;
    charges: number;
    payments: number;
  };
  patients: {
    total: number;
    consultation: number;
    archived: number;
    current: number;
    finished: number;
    inCommon: number;
    insured: number;
    debtors: number;
    creditors: number;
  };
  /** The demo doctors' agendas (see agenda.ts). */
  appointments: AgendaResult;
  /** Today's appointments given a state at the desk (seedDeskDay, agenda.ts). */
  deskDay: number;
  /** Quotes, invoices, sheets, lab work and prescriptions of the demo doctors' recent patients (see patient-files.ts). */
  patientFiles: PatientFilesResult;
  /** Conditions and notes on the charts of the demo doctors' patients with a quote (see clinical-records.ts). */
  clinicalRecords: ClinicalRecordsResult;
  /** Radiographs and photos given to demo patients with a quote, one a DICOM (see clinical-images.ts). */
  clinicalImages: number;
  /** What the demo doctors paid the laboratories for that work (see laboratories.ts). */
  labPayments: LabPaymentsResult;
  /** The demo doctors' suppliers, purchase orders and their payments, and consumptions over five years (see consumables.ts). */
  consumables: ConsumablesResult;
  /** The demo doctors' years of acts, payments and insurer invoices (see takings-history.ts). */
  takings: TakingsHistoryResult | null;
  /** The demo doctors' patients due for a check-up and tomorrow's reminders (see recalls.ts). */
  recalls: RecallsResult;
  seconds: number;
}

/** The agenda's own generator seed: the same agenda for the same patients and day. */
const AGENDA_SEED = 20_261_123;
/** The patient files' own generator seed. */
const FILES_SEED = 20_261_124;
/** The lab payments' own generator seed. */
const LAB_PAYMENTS_SEED = 20_261_125;
/** The consumables' own generator seed. */
const CONSUMABLES_SEED = 20_261_126;
/** The takings history's own generator seed. */
const TAKINGS_SEED = 20_261_128;
/** The recalls' own generator seed. */
const RECALLS_SEED = 20_261_129;

/** mulberry32: a small, fast, seeded generator (the same demo for the same start). */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof generator>;

async function idsByName(db: Queryable, table: 'users' | 'assurances' | 'payment_modes' | 'roles', column: string, names: readonly string[]) {
  const rows = await db.query<{ id: string; name: string }>(
    `select id::text as id, lower(${column}) as name from ${table} where lower(${column}) = any($1::text[])`,
    [names.map((n) => n.toLowerCase())],
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Creates a user unless the username is taken; returns its id and whether it was created. */
async function ensureUser(
  db: Db,
  hasher: PasswordHasher,
  user: { username: string; phone: string; doctor: { percentage: number } | null; role: string | undefined },
): Promise<{ id: string; created: boolean }> {
  const existing = await idsByName(db, 'users', 'username', [user.username]);
  const found = existing.get(user.username.toLowerCase());
  if (found) return { id: found, created: false };
  const hash = await hasher.hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `insert into users (username, password_hash, phone, doctor_cabinet, doctor_percentage)
       values ($1, $2, $3, $4, $5)
       on conflict do nothing
       returning id::text as id`,
      [user.username, hash, user.phone, user.doctor ? true : null, user.doctor?.percentage ?? null],
    );
    if (rows.length === 0) {
      const again = await idsByName(tx, 'users', 'username', [user.username]);
      return { id: again.get(user.username.toLowerCase()) as string, created: false };
    }
    if (user.role) await tx.query('insert into user_roles (user_id, role_id) values ($1, $2) on conflict do nothing', [rows[0].id, user.role]);
    return { id: rows[0].id, created: true };
  });
}

function personName(random: Random): { name: string; female: boolean } {
  if (random.chance(0.28)) {
    const given = random.pick(SOUTHERN_GIVEN_NAMES);
    const female = ['Aissata', 'Fatoumata', 'Kadiata', 'Hawa', 'Mariam', 'Penda', 'Coumba'].includes(given);
    return { name: `${given} ${random.pick(SOUTHERN_FAMILY_NAMES)}`, female };
  }
  const female = random.chance(0.5);
  const given = random.pick(female ? FEMALE_NAMES : MALE_NAMES);
  return { name: `${given} ${female ? 'Mint' : 'Ould'} ${random.pick(FATHER_NAMES)}`, female };
}

/** Mauritanian mobile numbers: 8 digits, 2… Chinguitel, 3… Mattel, 4… Mauritel. */
function phoneNumber(random: Random): string {
  return `${random.pick(['2', '3', '4'])}${String(random.int(10_000_000)).padStart(7, '0')}`;
}

interface Batch {
  patients: {
    id: string[];
    regNo: (number | null)[];
    name: string[];
    phone: string[];
    whatsapp: string[];
    address: string[];
    health: string[];
    dob: number[];
    assurance: (string | null)[];
    registration: (string | null)[];
    professional: (string | null)[];
    coverage: (string | null)[];
    percent: (number | null)[];
    finish: boolean[];
    archive: boolean[];
    dateArchive: (string | null)[];
    createdAt: string[];
  };
  doctors: { patient: string[]; doctor: string[] };
  charges: { patient: string[]; doctor: string[]; user: string[]; amount: string[]; createdAt: string[] };
  payments: {
    patient: string[];
    doctor: string[];
    user: string[];
    amount: string[];
    type: string[];
    method: (string | null)[];
    supported: boolean[];
    invoice: (string | null)[];
    approved: boolean[];
    createdAt: string[];
  };
}

function emptyBatch(): Batch {
  return {
    patients: {
      id: [], regNo: [], name: [], phone: [], whatsapp: [], address: [], health: [], dob: [], assurance: [], registration: [],
      professional: [], coverage: [], percent: [], finish: [], archive: [], dateArchive: [], createdAt: [],
    },
    doctors: { patient: [], doctor: [] },
    charges: { patient: [], doctor: [], user: [], amount: [], createdAt: [] },
    payments: { patient: [], doctor: [], user: [], amount: [], type: [], method: [], supported: [], invoice: [], approved: [], createdAt: [] },
  };
}

interface Clinic {
  doctors: string[];
  assistant: string;
  insurers: { id: string; consPrice: number; percentCovered: number[]; registrationPrefix: string }[];
  /** Open invoice of each insurer for each doctor: `${insurer}:${doctor}`. */
  invoices: Map<string, string>;
  methods: { cash: string; others: string[] };
  cabinetPrice: number;
  /** Payments entered before this (ISO) are approved, whoever entered them. */
  approvedBefore: string;
}

const money = (value: number) => value.toFixed(2);

/**
 * New patients come with their last visit (their latest consultation charged, as the triggers of
 * migration 017 would set it) and their balance (payments less charges, as those of migration 003
 * would), and their charges and payments skip those triggers (see bulk-writes.ts): otherwise each
 * one would rewrite its patient's row once more.
 */
async function insertBatch(tx: Queryable, batch: Batch): Promise<void> {
  const p = batch.patients;
  const c = batch.charges;
  const y = batch.payments;
  const lastConsultation = new Map<string, string>();
  c.patient.forEach((patient, i) => {
    if ((lastConsultation.get(patient) ?? '') < c.createdAt[i]) lastConsultation.set(patient, c.createdAt[i]);
  });
  const balanceCents = new Map<string, number>();
  const move = (patient: string, cents: number) => balanceCents.set(patient, (balanceCents.get(patient) ?? 0) + cents);
  y.patient.forEach((patient, i) => move(patient, toCents(Number(y.amount[i]))));
  c.patient.forEach((patient, i) => move(patient, -toCents(Number(c.amount[i]))));
  await tx.query(
    `insert into patients (id, reg_no, name, phone, whatsapp, address, health_condition, dob, assurance_id, registration_number,
                           professional_id, coverage, percent_covered, finish, archive, date_archive, created_at, updated_at, last_visit, balance)
     overriding system value
     select id, reg_no, name, phone, whatsapp, address, health, dob, assurance, registration, professional, coverage, percent,
            finish, archive, date_archive, created_at, created_at, last_consultation::date, balance
       from unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::bigint[],
                   $10::text[], $11::text[], $12::text[], $13::numeric[], $14::boolean[], $15::boolean[], $16::timestamptz[], $17::timestamptz[],
                   $18::timestamptz[], $19::numeric[])
         as t (id, reg_no, name, phone, whatsapp, address, health, dob, assurance, registration, professional, coverage, percent,
               finish, archive, date_archive, created_at, last_consultation, balance)`,
    [
      p.id, p.regNo, p.name, p.phone, p.whatsapp, p.address, p.health, p.dob, p.assurance, p.registration, p.professional, p.coverage, p.percent, p.finish, p.archive, p.dateArchive, p.createdAt,
      p.id.map((id) => lastConsultation.get(id) ?? null),
      p.id.map((id) => money(fromCents(balanceCents.get(id) ?? 0))),
    ],
  );
  await tx.query('insert into patient_doctors (patient_id, doctor_id) select * from unnest($1::bigint[], $2::bigint[])', [batch.doctors.patient, batch.doctors.doctor]);
  await skippingPatientTriggers(tx, ['visits', 'balances'], async () => {
    if (c.patient.length > 0) {
      await tx.query(
        `insert into charges (patient_id, doctor_id, user_id, amount, kind, created_at)
         select patient, doctor, "user", amount, 'consultation', created_at
           from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::numeric[], $5::timestamptz[]) as t (patient, doctor, "user", amount, created_at)`,
        [c.patient, c.doctor, c.user, c.amount, c.createdAt],
      );
    }
    if (y.patient.length > 0) {
      await numberingReceipts(tx, y.patient.length, (receiptNumbers) =>
        tx.query(
          `insert into payments (patient_id, doctor_id, user_id, amount, type, method_id, supported, invoice_assur_id, approved, payment_date, created_at, updated_at, receipt_no)
           select patient, doctor, "user", amount, type, method, supported, invoice, approved, (created_at at time zone 'UTC')::date, created_at, created_at, receipt_no
             from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::numeric[], $5::text[], $6::bigint[], $7::boolean[], $8::bigint[], $9::boolean[], $10::timestamptz[], $11::int[])
               as t (patient, doctor, "user", amount, type, method, supported, invoice, approved, created_at, receipt_no)`,
          [y.patient, y.doctor, y.user, y.amount, y.type, y.method, y.supported, y.invoice, y.approved, y.createdAt, receiptNumbers],
        ),
      );
    }
  });
}

type Counts = DemoSeedResult['patients'];

/**
 * One consultation of `doctor`: its charge and how it was paid. Most are settled; some are left
 * unpaid (debtors), some paid with an advance on treatments (creditors). Returns the balance change.
 */
function consultation(random: Random, clinic: Clinic, batch: Batch, patient: string, doctor: string, insurer: Clinic['insurers'][number] | null, percent: number | null, at: string): number {
  const byDoctor = random.chance(0.7);
  const user = byDoctor ? doctor : clinic.assistant;
  const price = insurer ? insurer.consPrice : clinic.cabinetPrice;
  let balanceCents = 0;
  const pay = (amount: number, type: 'consultations' | 'payment', options: { supported?: boolean; invoice?: string | null } = {}) => {
    if (amount <= 0) return;
    const y = batch.payments;
    y.patient.push(patient);
    y.doctor.push(doctor);
    y.user.push(user);
    y.amount.push(money(amount));
    y.type.push(type);
    y.method.push(options.supported ? null : random.chance(0.6) ? clinic.methods.cash : random.pick(clinic.methods.others));
    y.supported.push(options.supported === true);
    y.invoice.push(options.invoice ?? null);
    y.approved.push(byDoctor || at < clinic.approvedBefore);
    y.createdAt.push(at);
    balanceCents += toCents(amount);
  };
  if (price > 0) {
    batch.charges.patient.push(patient);
    batch.charges.doctor.push(doctor);
    batch.charges.user.push(user);
    batch.charges.amount.push(money(price));
    batch.charges.createdAt.push(at);
    balanceCents -= toCents(price);
  }
  if (insurer && percent !== null) {
    // The insurer's part (libs/domain insuranceSplit), the amount its invoice bills; the patient's part at the desk, sometimes.
    const split = insuranceSplit(price, percent);
    pay(split.insurer, 'consultations', { supported: true, invoice: clinic.invoices.get(`${insurer.id}:${doctor}`) ?? null });
    if (random.chance(0.6)) pay(split.patient, 'consultations');
  } else {
    const roll = random.next();
    if (roll < 0.72) pay(price, 'consultations');
    else if (roll >= 0.87) {
      pay(price, 'consultations');
      pay(random.pick([1000, 2000, 3000, 5000]), 'payment');
    }
  }
  return balanceCents;
}

async function addPatients(db: Db, clinic: Clinic, count: number, startIndex: number, now: Date, counts: Counts, log: (line: string) => void) {
  const random = generator(20_240_501 + startIndex);
  const end = now.getTime();
  const start = end - HISTORY_MS;
  let written = 0;
  while (written < count) {
    const size = Math.min(BATCH, count - written);
    const batch = emptyBatch();
    const plans = Array.from({ length: size }, (_, i) => {
      const roll = random.next();
      const stage = roll < 0.4 ? 'consultation' : roll < 0.75 ? 'current' : 'finish';
      const at = new Date(start + ((written + i + random.next()) * (end - start)) / count);
      return { stage, at };
    });
    const registered = plans.filter((plan) => plan.stage !== 'consultation').length;
    await db.transaction(async (tx) => {
      const ids = await tx.query<{ id: string }>("select nextval(pg_get_serial_sequence('patients', 'id'))::text as id from generate_series(1, $1::int)", [size]);
      const regNos = await tx.query<{ n: number }>("select nextval('patient_reg_no_seq')::int as n from generate_series(1, $1::int)", [registered]);
      let regIndex = 0;
      plans.forEach((plan, i) => {
        const id = ids[i].id;
        const at = plan.at.toISOString();
        const { name } = personName(random);
        const phone = phoneNumber(random);
        const whatsappRoll = random.next();
        const whatsapp = whatsappRoll < 0.7 ? `+222${phone}` : whatsappRoll < 0.8 ? `+222${phoneNumber(random)}` : '+222';
        const insurer = random.chance(0.25) ? random.pick(clinic.insurers) : null;
        const percent = insurer ? random.pick(insurer.percentCovered) : null;
        const archive = plan.stage === 'consultation' && random.chance(0.1);
        const p = batch.patients;
        p.id.push(id);
        p.regNo.push(plan.stage === 'consultation' ? null : Number(regNos[regIndex++].n));
        p.name.push(name);
        p.phone.push(phone);
        p.whatsapp.push(whatsapp);
        p.address.push(random.pick(NEIGHBOURHOODS));
        p.health.push(random.chance(0.15) ? random.pick(HEALTH_CONDITIONS) : '');
        p.dob.push(1940 + random.int(80));
        p.assurance.push(insurer?.id ?? null);
        p.registration.push(insurer ? `${insurer.registrationPrefix}-${String(random.int(1_000_000)).padStart(6, '0')}` : null);
        p.professional.push(insurer && random.chance(0.6) ? `MAT-${String(random.int(100_000)).padStart(5, '0')}` : null);
        p.coverage.push(insurer ? random.pick(COVERAGES) : null);
        p.percent.push(percent);
        p.finish.push(plan.stage === 'finish');
        p.archive.push(archive);
        p.dateArchive.push(archive ? new Date(Math.min(end, plan.at.getTime() + 30 * 24 * 3600 * 1000)).toISOString() : null);
        p.createdAt.push(at);

        const doctor = random.pick(clinic.doctors);
        const doctors = [doctor];
        if (plan.stage !== 'consultation' && random.chance(0.12)) doctors.push(random.pick(clinic.doctors.filter((d) => d !== doctor)));
        let balance = 0;
        for (const [index, d] of doctors.entries()) {
          batch.doctors.patient.push(id);
          batch.doctors.doctor.push(d);
          const visit = index === 0 ? at : new Date(Math.min(end, plan.at.getTime() + (10 + random.int(200)) * 24 * 3600 * 1000)).toISOString();
          balance += consultation(random, clinic, batch, id, d, insurer, percent, visit);
        }

        counts.total += 1;
        if (plan.stage === 'consultation') counts.consultation += 1;
        if (archive) counts.archived += 1;
        if (plan.stage === 'current') counts.current += 1;
        if (plan.stage === 'finish') counts.finished += 1;
        if (doctors.length > 1) counts.inCommon += 1;
        if (insurer) counts.insured += 1;
        if (balance < 0) counts.debtors += 1;
        if (balance > 0) counts.creditors += 1;
      });
      await insertBatch(tx, batch);
    });
    written += size;
    log(`  patients: ${written} / ${count}`);
  }
}

/**
 * A demo clinic, idempotently: whatever already exists (by name) is kept, what is missing is
 * created, and patients are added until the demo doctors have `patients` of them.
 */
export async function seedDemo(db: Db, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const began = performance.now();
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const wanted = Math.max(0, Math.min(MAX_DEMO_PATIENTS, Math.floor(options.patients)));
  const created: DemoSeedResult['created'] = { users: [], insurers: 0, treatments: 0, paymentModes: 0, invoices: 0, patients: 0, charges: 0, payments: 0 };

  const roles = await idsByName(db, 'roles', 'name', ['Médecin', 'Assistant']);
  const doctorIds: string[] = [];
  for (const doctor of DEMO_DOCTORS) {
    const user = await ensureUser(db, options.hasher, { username: doctor.username, phone: doctor.phone, doctor: { percentage: doctor.percentage }, role: roles.get('médecin') });
    doctorIds.push(user.id);
    if (user.created) created.users.push(doctor.username);
    // The name documents print for the doctor, unless an administrator gave one.
    await db.query('update users set full_name = $2 where id = $1 and full_name is null', [user.id, doctor.fullName]);
    if ('onCall' in doctor) await keepOnCall(db, user.id);
  }
  const assistant = await ensureUser(db, options.hasher, { username: DEMO_ASSISTANT.username, phone: DEMO_ASSISTANT.phone, doctor: null, role: roles.get('assistant') });
  if (assistant.created) created.users.push(DEMO_ASSISTANT.username);
  // The address and phone printed on quotes and prescriptions, unless an administrator set them.
  await db.query("update settings set address = $1 where id = 1 and address = ''", [DEMO_CLINIC.address]);
  await db.query("update settings set phone = $1 where id = 1 and phone = ''", [DEMO_CLINIC.phone]);
  await db.query("update settings set clinic_name_ar = $1 where id = 1 and clinic_name_ar = ''", [DEMO_CLINIC.nameInArabic]);

  const insurerRows = await db.query<{ id: string }>(
    `insert into assurances (name, cons_price, color)
       select * from unnest($1::text[], $2::numeric[], $3::text[])
     on conflict do nothing
     returning id::text as id`,
    [DEMO_INSURERS.map((i) => i.name), DEMO_INSURERS.map((i) => i.consPrice), DEMO_INSURERS.map((i) => i.color)],
  );
  created.insurers = insurerRows.length;
  const insurerIds = await idsByName(db, 'assurances', 'name', DEMO_INSURERS.map((i) => i.name));
  const prices = await db.query<{ id: string; price: string }>('select id::text as id, cons_price::text as price from assurances where id = any($1::bigint[])', [[...insurerIds.values()]]);
  const priceOf = new Map(prices.map((row) => [row.id, numeric(row.price)]));

  const treatments = [
    ...DEMO_CATALOGUE.map((t) => ({ ...t, assurance: null as string | null })),
    ...DEMO_INSURERS.flatMap((insurer) => insurer.treatments.map((t) => ({ ...t, assurance: insurerIds.get(insurer.name.toLowerCase()) ?? null }))),
  ];
  const treatmentRows = await db.query(
    `insert into treatments (name, type, price, assurance_id)
       select * from unnest($1::text[], $2::text[], $3::numeric[], $4::bigint[])
     on conflict do nothing
     returning id`,
    [treatments.map((t) => t.name), treatments.map((t) => t.type), treatments.map((t) => t.price), treatments.map((t) => t.assurance)],
  );
  created.treatments = treatmentRows.length;

  const modeRows = await db.query(
    `insert into payment_modes (name, code) select * from unnest($1::text[], $2::int[]) on conflict do nothing returning id`,
    [DEMO_PAYMENT_MODES.map((m) => m.name), DEMO_PAYMENT_MODES.map((m) => m.code)],
  );
  created.paymentModes = modeRows.length;
  const modes = await idsByName(db, 'payment_modes', 'name', ['cash', ...DEMO_PAYMENT_MODES.map((m) => m.name)]);
  const others = DEMO_PAYMENT_MODES.map((m) => modes.get(m.name.toLowerCase())).filter((id): id is string => id !== undefined);
  const cash = modes.get('cash') ?? others[0];

  const invoices = new Map<string, string>();
  for (const insurerId of insurerIds.values()) {
    for (const doctorId of doctorIds) {
      const open = await db.query<{ id: string }>(
        'select id::text as id from insurance_invoices where assurance_id = $1 and doctor_id = $2 and not finish and not in_common',
        [insurerId, doctorId],
      );
      const id = open[0]?.id ?? (await createInvoice(db, insurerId, { doctorId }))._id;
      if (!open[0]) created.invoices += 1;
      invoices.set(`${insurerId}:${doctorId}`, id);
    }
  }

  const [{ existing }] = await db.query<{ existing: number }>(
    'select count(distinct patient_id)::int as existing from patient_doctors where doctor_id = any($1::bigint[])',
    [doctorIds],
  );
  const counts: Counts = { total: 0, consultation: 0, archived: 0, current: 0, finished: 0, inCommon: 0, insured: 0, debtors: 0, creditors: 0 };
  const toAdd = Math.max(0, wanted - existing);
  if (toAdd > 0) {
    if (!cash) throw new Error('No payment mode to pay the demo consultations with');
    const [{ price }] = await db.query<{ price: string }>('select consultation_price::text as price from settings where id = 1');
    const clinic: Clinic = {
      doctors: doctorIds,
      assistant: assistant.id,
      insurers: DEMO_INSURERS.map((insurer) => {
        const id = insurerIds.get(insurer.name.toLowerCase()) as string;
        return { id, consPrice: priceOf.get(id) ?? insurer.consPrice, percentCovered: insurer.percentCovered, registrationPrefix: insurer.registrationPrefix };
      }),
      invoices,
      methods: { cash, others: others.length > 0 ? others : [cash] },
      cabinetPrice: numeric(price),
      approvedBefore: new Date(now.getTime() - UNAPPROVED_DAYS * 86_400_000).toISOString(),
    };
    const before = await db.query<{ charges: number; payments: number }>('select (select count(*) from charges)::int as charges, (select count(*) from payments)::int as payments');
    await addPatients(db, clinic, toAdd, existing, now, counts, log);
    const after = await db.query<{ charges: number; payments: number }>('select (select count(*) from charges)::int as charges, (select count(*) from payments)::int as payments');
    created.patients = toAdd;
    created.charges = after[0].charges - before[0].charges;
    created.payments = after[0].payments - before[0].payments;
    // A bulk load: the planner's statistics and the visibility map, for the writes and reads that follow.
    await db.exec('vacuum (analyze) patients, patient_doctors, charges, payments');
  }
  const appointments = await seedAgenda(db, doctorIds, generator(AGENDA_SEED), now);
  const patientFiles = cash ? await seedPatientFiles(db, doctorIds, generator(FILES_SEED), now, cash) : { patients: 0, quotes: 0, sheets: 0, labConsumptions: 0 };
  const clinicalRecords = await seedClinicalRecords(db, doctorIds);
  const clinicalImages = await seedClinicalImages(db, options.files ?? databaseFileStore(db), { now });
  const labPayments = await seedLabPayments(db, doctorIds, generator(LAB_PAYMENTS_SEED), now);
  const consumables = await seedConsumables(db, doctorIds, generator(CONSUMABLES_SEED), now);
  const takings = cash ? await seedTakingsHistory(db, doctorIds, assistant.id, { cash, mobile: others.length > 0 ? others : [cash] }, generator(TAKINGS_SEED), now) : null;
  const recalls = await seedRecalls(db, doctorIds, assistant.id, generator(RECALLS_SEED), now);
  const deskDay = await seedDeskDay(db, doctorIds, assistant.id, now);
  if (appointments.created > 0) await db.exec('vacuum (analyze) appointments');
  return { created, patients: counts, appointments, deskDay, patientFiles, clinicalRecords, clinicalImages, labPayments, consumables, takings, recalls, seconds: Math.round((performance.now() - began) / 100) / 10 };
}
