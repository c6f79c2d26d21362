import { CHILD_TEETH, GUM_AREAS, invoiceSums, PERMANENT_TEETH, placesOnGum, needsSurface, sessionCharge } from '@dental/domain';
import type { TreatmentType } from '@dental/contracts';
import type { Db, Queryable } from '../db/types';
import { numeric } from '../db/values';

/** How many of each demo doctor's most recent registered patients get a patient file. */
export const FILES_PER_DOCTOR = 40;

export const DEMO_LABORATORIES = [
  { name: 'Laboratoire Atlas', phone: '45251010' },
  { name: 'Nouakchott Dental Lab', phone: '45252020' },
];

const SURFACES = ['O', 'MO', 'OD', 'MOD', 'V'];
const PRESCRIPTIONS = [
  'Amoxicilline 1 g : 1 comprimé matin et soir pendant 7 jours\nParacétamol 1 g : si douleur, 3 fois par jour au plus',
  'Ibuprofène 400 mg : 1 comprimé 3 fois par jour après les repas pendant 3 jours\nBain de bouche chlorhexidine 0,12 % : 2 fois par jour',
  'Métronidazole 500 mg : 1 comprimé 3 fois par jour pendant 5 jours',
];

export interface PatientFilesResult {
  /** Patients given a file by this run (a second run gives none). */
  patients: number;
  quotes: number;
  sheets: number;
  labConsumptions: number;
}

interface Random {
  next: () => number;
  int: (max: number) => number;
}

interface CatalogueTreatment {
  id: string;
  name: string;
  type: TreatmentType;
  price: number;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[random.int(items.length)];

/** A few distinct teeth (child teeth for pediatric care) or gum areas, as the chart offers them. */
export function teethFor(random: Random, type: TreatmentType): string[] {
  const pool: readonly string[] = placesOnGum(type) ? GUM_AREAS : type === 'pediatre' ? CHILD_TEETH : PERMANENT_TEETH;
  const count = 1 + random.int(type === 'prothese' ? 3 : 2);
  return [...new Set(Array.from({ length: count }, () => pick(random, pool)))];
}

async function ensureLaboratories(db: Queryable, prostheses: CatalogueTreatment[]): Promise<{ id: string; prices: Map<string, number> }[]> {
  await db.query('insert into laboratories (name, phone) select * from unnest($1::text[], $2::text[]) on conflict do nothing', [
    DEMO_LABORATORIES.map((l) => l.name),
    DEMO_LABORATORIES.map((l) => l.phone),
  ]);
  const labs = await db.query<{ id: string }>('select id::text as id from laboratories where lower(name) = any($1::text[]) order by id', [DEMO_LABORATORIES.map((l) => l.name.toLowerCase())]);
  for (const [index, lab] of labs.entries()) {
    // A lab charges about a quarter of the cabinet's price, each lab its own.
    const prices = prostheses.map((t) => Math.round(t.price * (0.22 + index * 0.05)));
    await db.query(
      `insert into laboratory_treatments (laboratory_id, treatment_id, price) select $1, * from unnest($2::bigint[], $3::numeric[]) on conflict do nothing`,
      [lab.id, prostheses.map((t) => t.id), prices],
    );
  }
  const rows = await db.query<{ lab: string; treatment: string; price: string }>(
    'select laboratory_id::text as lab, treatment_id::text as treatment, price::text as price from laboratory_treatments where laboratory_id = any($1::bigint[])',
    [labs.map((l) => l.id)],
  );
  return labs.map((lab) => ({ id: lab.id, prices: new Map(rows.filter((r) => r.lab === lab.id).map((r) => [r.treatment, numeric(r.price)])) }));
}

/**
 * Gives the most recent registered patients of each demo doctor a realistic file: a quote of one
 * to three lines (with a reduction now and then), an invoice for some, a treatment sheet realising
 * part of the quote (done acts paid at the visit, so balances keep their standing; prostheses sent
 * to a demo laboratory, implants followed), and a prescription. Patients that already have a quote
 * are left as they are, so a second run adds nothing.
 */
export async function seedPatientFiles(db: Db, doctorIds: readonly string[], random: Random, now: Date, cashId: string): Promise<PatientFilesResult> {
  const result: PatientFilesResult = { patients: 0, quotes: 0, sheets: 0, labConsumptions: 0 };
  const catalogue = (
    await db.query<{ id: string; name: string; type: TreatmentType; price: string }>('select id::text as id, name, type, price::text as price from treatments where assurance_id is null order by id')
  ).map((t) => ({ ...t, price: numeric(t.price) }));
  if (catalogue.length === 0) return result;
  const labs = await ensureLaboratories(db, catalogue.filter((t) => t.type === 'prothese'));
  for (const doctorId of doctorIds) {
    const patients = await db.query<{ id: string }>(
      `select p.id::text as id from patients p join patient_doctors d on d.patient_id = p.id and d.doctor_id = $1
        where p.reg_no is not null and not exists (select 1 from quotes q where q.patient_id = p.id)
          and p.id in (select p2.id from patients p2 join patient_doctors d2 on d2.patient_id = p2.id and d2.doctor_id = $1
                        where p2.reg_no is not null order by p2.created_at desc, p2.id desc limit $2)`,
      [doctorId, FILES_PER_DOCTOR],
    );
    for (const { id: patientId } of patients) {
      await db.transaction((tx) => seedOneFile(tx, { patientId, doctorId, catalogue, labs, random, now, cashId, result }));
      result.patients += 1;
    }
  }
  return result;
}

interface FileContext {
  patientId: string;
  doctorId: string;
  catalogue: CatalogueTreatment[];
  labs: { id: string; prices: Map<string, number> }[];
  random: Random;
  now: Date;
  cashId: string;
  result: PatientFilesResult;
}

async function seedOneFile(tx: Queryable, c: FileContext): Promise<void> {
  const { patientId, doctorId, random } = c;
  const daysAgo = 5 + random.int(300);
  const at = new Date(c.now.getTime() - daysAgo * 86_400_000).toISOString();
  const reduce = pick(random, [0, 0, 0, 5, 10]);
  const [{ id: quoteId }] = await tx.query<{ id: string }>(
    'insert into quotes (patient_id, num_devis, reduce, user_id, created_at, updated_at) values ($1, 1, $2, $3, $4, $4) returning id::text as id',
    [patientId, reduce, doctorId, at],
  );
  c.result.quotes += 1;
  const lines: { id: string; treatment: CatalogueTreatment; nums: string[]; surface: string | null }[] = [];
  for (let i = 0, count = 1 + random.int(3); i < count; i += 1) {
    const treatment = pick(random, c.catalogue);
    const nums = teethFor(random, treatment.type);
    const surface = needsSurface(treatment.type) ? pick(random, SURFACES) : null;
    const [{ id }] = await tx.query<{ id: string }>(
      'insert into quote_lines (quote_id, doctor_id, treatment_id, price, teeth, surface, created_at, updated_at) values ($1, $2, $3, $4, $5::text[], $6, $7, $7) returning id::text as id',
      [quoteId, doctorId, treatment.id, treatment.price, nums, surface, at],
    );
    lines.push({ id, treatment, nums, surface });
  }
  if (random.next() < 0.4) {
    // The invoice bills the whole quote: its figures are the quote's, its reduction taken (libs/domain invoiceSums).
    const sums = invoiceSums([{ reducePercent: reduce, lines: lines.map((l) => ({ price: l.treatment.price, teeth: l.nums.length })) }]);
    const [{ id: invoiceId }] = await tx.query<{ id: string }>(
      'insert into patient_invoices (patient_id, num_invoice, user_id, created_at, total, reduction, amount_due) values ($1, 1, $2, $3, $4, $5, $6) returning id::text as id',
      [patientId, doctorId, at, sums.total.toFixed(2), sums.reduction.toFixed(2), sums.amountDue.toFixed(2)],
    );
    await tx.query('insert into patient_invoice_quotes (invoice_id, quote_id, reduce) values ($1, $2, $3)', [invoiceId, quoteId, reduce]);
    await tx.query('insert into patient_invoice_lines (invoice_id, quote_line_id) select $1, unnest($2::bigint[])', [invoiceId, lines.map((l) => l.id)]);
  }
  const [{ id: sheetId }] = await tx.query<{ id: string }>('insert into treatment_sheets (patient_id, num_fiche, created_at) values ($1, 1, $2) returning id::text as id', [patientId, at]);
  c.result.sheets += 1;
  for (const [index, line] of lines.entries()) {
    const done = index < lines.length - 1 || random.next() < 0.5;
    const visit = new Date(c.now.getTime() - Math.max(0, daysAgo - 7 * (index + 1)) * 86_400_000).toISOString().slice(0, 10);
    // One session realising the whole line: charged what was quoted, the quote's reduction taken.
    const amount = sessionCharge({ price: line.treatment.price, teeth: line.nums.length, reducePercent: reduce }, line.nums.length);
    const [{ id: lineId }] = await tx.query<{ id: string }>(
      'insert into sheet_lines (sheet_id, doctor_id, date_appointment, acte, amount, quote_share, finish, quote_line_id, teeth) values ($1, $2, $3, $4, $5, $5, $6, $7, $8::text[]) returning id::text as id',
      [sheetId, doctorId, done ? visit : null, line.treatment.name, amount, done ? 1 : 0, line.id, line.nums],
    );
    if (line.treatment.type === 'prothese') {
      const lab = pick(random, c.labs);
      const price = lab.prices.get(line.treatment.id) ?? 0;
      const [{ id: consumption }] = await tx.query<{ id: string }>(
        'insert into lab_consumptions (laboratory_id, doctor_id, patient_id, treatment_id, price, teeth, created_at, updated_at) values ($1, $2, $3, $4, $5, $6::text[], $7, $7) returning id::text as id',
        [lab.id, doctorId, patientId, line.treatment.id, price, line.nums, at],
      );
      await tx.query('insert into lab_cases (patient_id, lab_consumption_id, finger_print_date, finish) values ($1, $2, $3, $4)', [patientId, consumption, at.slice(0, 10), done]);
      await tx.query('update sheet_lines set lab_consumption_id = $2 where id = $1', [lineId, consumption]);
      c.result.labConsumptions += 1;
    }
    if (line.treatment.type === 'implant') {
      await tx.query(
        'insert into implants (doctor_id, patient_id, treatment_id, sheet_line_id, price, teeth, is_set_appointment, created_at, updated_at) values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $8)',
        [doctorId, patientId, line.treatment.id, lineId, line.treatment.price, line.nums, done, at],
      );
    }
    if (done && amount > 0) {
      // The act is charged and paid at the visit: the balance keeps its standing.
      await tx.query(`insert into charges (patient_id, doctor_id, user_id, amount, kind, sheet_line_id, created_at) values ($1, $2, $2, $3, 'act', $4, $5)`, [patientId, doctorId, amount, lineId, visit]);
      await tx.query(`insert into payments (patient_id, doctor_id, user_id, amount, type, method_id, payment_date, approved, created_at, updated_at) values ($1, $2, $2, $3, 'payment', $4, $5::date, true, $5::timestamptz, $5::timestamptz)`, [
        patientId,
        doctorId,
        amount,
        c.cashId,
        visit,
      ]);
    }
  }
  if (random.next() < 0.6) {
    await tx.query('insert into prescriptions (patient_id, content, user_id, created_at, updated_at) values ($1, $2, $3, $4, $4)', [patientId, pick(random, PRESCRIPTIONS), doctorId, at]);
  }
}
