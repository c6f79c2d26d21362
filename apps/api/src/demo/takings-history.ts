import { insuranceSplit, sessionCharge } from '@dental/domain';
import type { TreatmentType } from '@dental/contracts';
import type { Db, Queryable } from '../db/types';
import { numeric } from '../db/values';
import { applyBalanceChanges, numberingReceipts, refreshingVisitsOnce, skippingPatientTriggers } from './bulk-writes';
import { dayActivity, opensInTheMorning } from './activity';
import { teethFor } from './patient-files';

/** How many years of takings the demo doctors get (the finance module's "years" and charts). */
export const TAKINGS_YEARS = 3;
/**
 * How often a registered patient comes for an act, a year: a doctor with 600 of them (the default
 * demo's) has about 6 visits on an ordinary weekday (see activity.ts for the shapes around it).
 */
const VISITS_PER_PATIENT_YEAR = 3;
const OPEN_DAYS_PER_YEAR = 300;
/** What one dentist can do on an ordinary weekday, however many patients they have (the bench's 100,000). */
const MAX_VISITS_PER_DAY = 12;
/** A check-up now and then is free: a sheet line of 0 and its payment of 0 (which the statistics hide). */
const FREE_ACT = { name: 'Contrôle', share: 0.04 };
/** Payments entered by the assistant over the last days are not approved yet. */
export const UNAPPROVED_DAYS = 3;
/** Insurers pay their monthly invoice one to two months after it is sent; a few never do. */
const INVOICE_PAID = { share: 0.93, minDays: 20, spreadDays: 40 };
/** How often each type of treatment is done, as weights. */
const TYPE_WEIGHT: Record<TreatmentType, number> = { soins: 40, conservative: 14, bouche: 14, gencive: 8, pediatre: 8, prothese: 5, implant: 1 };
const DAY_MS = 86_400_000;

export interface TakingsHistoryResult {
  visits: number;
  freeActs: number;
  payments: number;
  insurancePayments: number;
  unapproved: number;
  invoices: { paid: number; unpaid: number };
}

interface Random {
  next: () => number;
  int: (max: number) => number;
}

interface Treatment {
  name: string;
  type: TreatmentType;
  price: number;
}

interface PoolPatient {
  id: string;
  createdAt: number;
  insurer: string | null;
  percent: number | null;
  /** The sheet of this history, once the patient's first visit needs it. */
  sheet: string | null;
  nextFiche: number;
}

interface Methods {
  cash: string;
  mobile: string[];
}

/** What one doctor's history writes, column by column (for `unnest`). */
interface Rows {
  sheets: { id: string[]; patient: string[]; num: number[]; at: string[] };
  lines: { id: string[]; sheet: string[]; day: string[]; acte: string[]; amount: string[]; teeth: string[]; at: string[] };
  charges: { patient: string[]; user: string[]; amount: string[]; line: string[]; at: string[] };
  payments: { patient: string[]; user: string[]; amount: string[]; type: string[]; method: (string | null)[]; supported: boolean[]; invoice: (string | null)[]; approved: boolean[]; at: string[] };
}

const emptyRows = (): Rows => ({
  sheets: { id: [], patient: [], num: [], at: [] },
  lines: { id: [], sheet: [], day: [], acte: [], amount: [], teeth: [], at: [] },
  charges: { patient: [], user: [], amount: [], line: [], at: [] },
  payments: { patient: [], user: [], amount: [], type: [], method: [], supported: [], invoice: [], approved: [], at: [] },
});

const monthKey = (at: Date) => `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
const pgArray = (items: readonly string[]) => `{${items.join(',')}}`;

function weightedPicker(random: Random, treatments: readonly Treatment[]): () => Treatment {
  const weights = treatments.map((t) => TYPE_WEIGHT[t.type]);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return () => {
    let roll = random.next() * total;
    for (const [i, w] of weights.entries()) {
      roll -= w;
      if (roll < 0) return treatments[i];
    }
    return treatments[treatments.length - 1];
  };
}

/** A time of the cabinet's sessions (09:00–13:00, 16:00–21:00; Friday evening only) on `day`. */
function visitTime(random: Random, day: number): Date {
  const morning = opensInTheMorning(new Date(day)) && random.next() < 0.55;
  const minutes = morning ? 9 * 60 + random.int(4 * 60) : 16 * 60 + random.int(5 * 60);
  return new Date(day + minutes * 60_000);
}

/**
 * The insurers' monthly invoices of each demo doctor, numbered in the order they were sent (per
 * insurer, after the numbers taken): closed, and paid or not as the insurers pay. The current month
 * keeps the doctor's open invoice. Answers the invoice of `${insurer}:${doctor}:${YYYY-MM}`.
 */
async function writeInvoices(tx: Queryable, insurers: readonly string[], doctorIds: readonly string[], start: Date, now: Date, random: Random, result: TakingsHistoryResult) {
  const invoices = new Map<string, string>();
  const open = await tx.query<{ id: string; insurer: string; doctor: string }>(
    'select id::text as id, assurance_id::text as insurer, doctor_id::text as doctor from insurance_invoices where doctor_id = any($1::bigint[]) and not finish and not in_common',
    [doctorIds],
  );
  for (const row of open) invoices.set(`${row.insurer}:${row.doctor}:${monthKey(now)}`, row.id);
  for (const insurer of insurers) {
    const [{ last }] = await tx.query<{ last: number }>('select coalesce(max(num_invoice), 0)::int as last from insurance_invoices where assurance_id = $1', [insurer]);
    let number = last;
    for (let month = new Date(start); monthKey(month) < monthKey(now); month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))) {
      const sent = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
      for (const doctor of doctorIds) {
        const paidAt = new Date(sent.getTime() + (INVOICE_PAID.minDays + random.int(INVOICE_PAID.spreadDays)) * DAY_MS);
        const paid = random.next() < INVOICE_PAID.share && paidAt < now;
        number += 1;
        const [{ id }] = await tx.query<{ id: string }>(
          `insert into insurance_invoices (assurance_id, doctor_id, in_common, num_invoice, payed, finish, payed_at, created_at)
           values ($1, $2, false, $3, $4, true, $5, $6) returning id::text as id`,
          [insurer, doctor, number, paid, paid ? paidAt.toISOString() : null, month.toISOString()],
        );
        invoices.set(`${insurer}:${doctor}:${monthKey(month)}`, id);
        if (paid) result.invoices.paid += 1;
        else result.invoices.unpaid += 1;
      }
    }
  }
  return invoices;
}

async function patientPool(tx: Queryable, doctorId: string): Promise<PoolPatient[]> {
  const rows = await tx.query<{ id: string; created: string; insurer: string | null; percent: string | null; fiches: number }>(
    `select p.id::text as id, (extract(epoch from p.created_at) * 1000)::bigint::text as created, p.assurance_id::text as insurer,
            p.percent_covered::text as percent, coalesce((select max(s.num_fiche) from treatment_sheets s where s.patient_id = p.id), 0)::int as fiches
       from patients p join patient_doctors d on d.patient_id = p.id and d.doctor_id = $1
      where p.reg_no is not null and not p.archive
      order by p.created_at, p.id`,
    [doctorId],
  );
  return rows.map((r) => ({ id: r.id, createdAt: Number(r.created), insurer: r.insurer, percent: r.percent === null ? null : numeric(r.percent), sheet: null, nextFiche: r.fiches + 1 }));
}

async function nextIds(tx: Queryable, table: 'treatment_sheets' | 'sheet_lines', count: number): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(`select nextval(pg_get_serial_sequence('${table}', 'id'))::text as id from generate_series(1, $1::int)`, [count]);
  return rows.map((r) => r.id);
}

async function insertRows(tx: Queryable, doctorId: string, rows: Rows): Promise<void> {
  const { sheets: s, lines: l, charges: c, payments: p } = rows;
  await tx.query(
    `insert into treatment_sheets (id, patient_id, num_fiche, created_at) overriding system value
     select * from unnest($1::bigint[], $2::bigint[], $3::int[], $4::timestamptz[])`,
    [s.id, s.patient, s.num, s.at],
  );
  await tx.query(
    `insert into sheet_lines (id, sheet_id, doctor_id, date_appointment, acte, amount, finish, teeth, created_at, updated_at) overriding system value
     select id, sheet, $1, day, acte, amount, 1, teeth::text[], at, at
       from unnest($2::bigint[], $3::bigint[], $4::date[], $5::text[], $6::numeric[], $7::text[], $8::timestamptz[]) as t (id, sheet, day, acte, amount, teeth, at)`,
    [doctorId, l.id, l.sheet, l.day, l.acte, l.amount, l.teeth, l.at],
  );
  await tx.query(
    `insert into charges (patient_id, doctor_id, user_id, amount, kind, sheet_line_id, created_at)
     select patient, $1, "user", amount, 'act', line, at from unnest($2::bigint[], $3::bigint[], $4::numeric[], $5::bigint[], $6::timestamptz[]) as t (patient, "user", amount, line, at)`,
    [doctorId, c.patient, c.user, c.amount, c.line, c.at],
  );
  await numberingReceipts(tx, p.patient.length, (receiptNumbers) =>
    tx.query(
      `insert into payments (patient_id, doctor_id, user_id, amount, type, method_id, supported, invoice_assur_id, approved, payment_date, created_at, updated_at, receipt_no)
       select patient, $1, "user", amount, type, method, supported, invoice, approved, (at at time zone 'UTC')::date, at, at, receipt_no
         from unnest($2::bigint[], $3::bigint[], $4::numeric[], $5::text[], $6::bigint[], $7::boolean[], $8::bigint[], $9::boolean[], $10::timestamptz[], $11::int[])
           as t (patient, "user", amount, type, method, supported, invoice, approved, at, receipt_no)`,
      [doctorId, p.patient, p.user, p.amount, p.type, p.method, p.supported, p.invoice, p.approved, p.at, receiptNumbers],
    ),
  );
}

interface DoctorHistory {
  doctorId: string;
  assistant: string;
  pool: PoolPatient[];
  pickTreatment: () => Treatment;
  invoices: Map<string, string>;
  methods: Methods;
  start: Date;
  now: Date;
  random: Random;
  result: TakingsHistoryResult;
}

/** One doctor's visits, day by day: a done act on the patient's sheet, charged and paid at the visit. */
async function doctorHistory(tx: Queryable, h: DoctorHistory): Promise<void> {
  const { random, result, now } = h;
  const rows = emptyRows();
  const first = Date.UTC(h.start.getUTCFullYear(), h.start.getUTCMonth(), h.start.getUTCDate());
  const span = now.getTime() - first;
  const approvedBefore = now.getTime() - UNAPPROVED_DAYS * DAY_MS;
  const visitsPerDay = Math.min(MAX_VISITS_PER_DAY, (h.pool.length * VISITS_PER_PATIENT_YEAR) / OPEN_DAYS_PER_YEAR);
  let known = 0;
  for (let day = first; day <= now.getTime(); day += DAY_MS) {
    while (known < h.pool.length && h.pool[known].createdAt <= day + DAY_MS) known += 1;
    if (known === 0) continue;
    const visits = Math.round(visitsPerDay * dayActivity(new Date(day), h.start) * (0.7 + 0.6 * random.next()));
    for (let v = 0; v < visits; v += 1) {
      const at = visitTime(random, day);
      if (at > now) break;
      const patient = h.pool[random.int(known)];
      if (patient.sheet === null) {
        patient.sheet = String(rows.sheets.id.length);
        rows.sheets.patient.push(patient.id);
        rows.sheets.num.push(patient.nextFiche);
        rows.sheets.at.push(at.toISOString());
        rows.sheets.id.push('');
      }
      const free = random.next() < FREE_ACT.share;
      const treatment = free ? null : h.pickTreatment();
      const teeth = treatment ? teethFor(random, treatment.type) : [];
      const amount = treatment ? sessionCharge({ price: treatment.price, teeth: teeth.length, reducePercent: 0 }, teeth.length) : 0;
      rows.lines.sheet.push(patient.sheet);
      rows.lines.day.push(new Date(day).toISOString().slice(0, 10));
      rows.lines.acte.push(treatment?.name ?? FREE_ACT.name);
      rows.lines.amount.push(amount.toFixed(2));
      rows.lines.teeth.push(pgArray(teeth));
      rows.lines.at.push(at.toISOString());
      result.visits += 1;
      const byDoctor = random.next() < 0.65;
      const user = byDoctor ? h.doctorId : h.assistant;
      const approved = byDoctor || at.getTime() < approvedBefore;
      // Mobile money takes a growing share of what patients pay over the years.
      const mobileShare = 0.15 + (0.3 * (day - first)) / span;
      const pay = (value: number, insurer: string | null) => {
        const p = rows.payments;
        p.patient.push(patient.id);
        p.user.push(user);
        p.amount.push(value.toFixed(2));
        p.type.push(treatment?.type === 'soins' ? 'soins' : 'payment');
        p.method.push(insurer ? null : random.next() < mobileShare ? h.methods.mobile[random.next() < 0.65 ? 0 : h.methods.mobile.length - 1] : h.methods.cash);
        p.supported.push(insurer !== null);
        p.invoice.push(insurer ? (h.invoices.get(`${insurer}:${h.doctorId}:${monthKey(at)}`) ?? null) : null);
        p.approved.push(approved);
        p.at.push(at.toISOString());
        result.payments += 1;
        if (insurer) result.insurancePayments += 1;
        if (!approved) result.unapproved += 1;
      };
      if (amount === 0) {
        result.freeActs += 1;
        pay(0, null);
        continue;
      }
      const lineIndex = String(rows.lines.acte.length - 1);
      rows.charges.patient.push(patient.id);
      rows.charges.user.push(user);
      rows.charges.amount.push(amount.toFixed(2));
      rows.charges.line.push(lineIndex);
      rows.charges.at.push(at.toISOString());
      // One meaning of an insurance payment (libs/domain insuranceSplit): the insurer's part, which its invoice bills as it is.
      const split = patient.insurer && patient.percent !== null ? insuranceSplit(amount, patient.percent) : { insurer: 0, patient: amount };
      if (split.insurer > 0) pay(split.insurer, patient.insurer);
      if (split.patient > 0) pay(split.patient, null);
    }
  }
  const sheetIds = await nextIds(tx, 'treatment_sheets', rows.sheets.id.length);
  const lineIds = await nextIds(tx, 'sheet_lines', rows.lines.acte.length);
  rows.sheets.id = sheetIds;
  rows.lines.id = lineIds;
  rows.lines.sheet = rows.lines.sheet.map((index) => sheetIds[Number(index)]);
  rows.charges.line = rows.charges.line.map((index) => lineIds[Number(index)]);
  await refreshingVisitsOnce(tx, ['sheet_lines', 'charges'], () =>
    skippingPatientTriggers(tx, ['balances'], async () => {
      await insertRows(tx, h.doctorId, rows);
      return rows.sheets.patient;
    }),
  );
  await applyBalanceChanges(tx, { payments: rows.payments, charges: rows.charges });
}

/**
 * Years of takings for the demo doctors, so that every tab and chart of the finance module shows
 * real shapes: from TAKINGS_YEARS ago to `now`, day by day as busy as activity.ts says, each
 * doctor's registered patients (those already registered that day) come for an act of the
 * cabinet's catalogue, written on a sheet of their own, charged and paid at the visit (cash or, more
 * and more, mobile money); an insured patient's insurer covers its share through the insurer's
 * monthly invoice of the doctor, paid or not. Written once: a demo doctor's closed insurer invoice
 * tells it was. Deterministic with the generator given.
 */
export async function seedTakingsHistory(db: Db, doctorIds: readonly string[], assistant: string, methods: Methods, random: Random, now: Date): Promise<TakingsHistoryResult> {
  const result: TakingsHistoryResult = { visits: 0, freeActs: 0, payments: 0, insurancePayments: 0, unapproved: 0, invoices: { paid: 0, unpaid: 0 } };
  const [written] = await db.query('select 1 from insurance_invoices where doctor_id = any($1::bigint[]) and finish limit 1', [doctorIds]);
  if (written || doctorIds.length === 0) return result;
  const treatments = (await db.query<{ name: string; type: TreatmentType; price: string }>('select name, type, price::text as price from treatments where assurance_id is null order by id')).map(
    (t) => ({ ...t, price: numeric(t.price) }),
  );
  if (treatments.length === 0) return result;
  const insurers = (await db.query<{ id: string }>('select id::text as id from assurances order by id')).map((r) => r.id);
  const start = new Date(Date.UTC(now.getUTCFullYear() - TAKINGS_YEARS, now.getUTCMonth(), 1));
  const invoices = await db.transaction((tx) => writeInvoices(tx, insurers, doctorIds, start, now, random, result));
  const pickTreatment = weightedPicker(random, treatments);
  for (const doctorId of doctorIds) {
    await db.transaction(async (tx) => doctorHistory(tx, { doctorId, assistant, pool: await patientPool(tx, doctorId), pickTreatment, invoices, methods, start, now, random, result }));
  }
  await db.exec('vacuum (analyze) treatment_sheets, sheet_lines, charges, payments, patients, insurance_invoices');
  return result;
}
