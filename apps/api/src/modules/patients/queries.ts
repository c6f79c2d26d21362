import type { Patient, PatientPage } from '@dental/contracts';
import { duplicateNameKey, formatRegNo, nameKey } from '@dental/domain';
import { likeEscape } from '../../db/like';
import { isUniqueViolation, type Db, type Queryable } from '../../db/types';
import { numeric, numericOrNull } from '../../db/values';
import { namedPatientsQuery, patientsNamed } from './name-tails';
import { parameters } from './parameters';
import type { ListQuery } from './validation';

interface PatientRow {
  _id: string;
  doctor: string[];
  regNo: number | null;
  name: string;
  phone: string;
  whatsapp: string;
  address: string;
  healthCondition: string;
  messageLanguage: 'fr' | 'ar' | null;
  dob: number | null;
  society: string | null;
  registrationNumber: string | null;
  professionalId: string | null;
  coverage: string | null;
  percentCovered: string | null;
  finish: boolean;
  archive: boolean;
  dateArchive: string | null;
  balance: string;
  createdAt: string;
  updatedAt: string;
}

const PATIENT_COLUMNS = `
  p.id::text as "_id",
  array(select pd.doctor_id::text from patient_doctors pd where pd.patient_id = p.id order by pd.seq) as doctor,
  p.reg_no as "regNo",
  p.name,
  p.phone,
  p.whatsapp,
  p.address,
  p.health_condition as "healthCondition",
  p.message_language as "messageLanguage",
  p.dob,
  p.assurance_id::text as society,
  p.registration_number as "registrationNumber",
  p.professional_id as "professionalId",
  p.coverage,
  p.percent_covered::text as "percentCovered",
  p.finish,
  p.archive,
  api_iso(p.date_archive) as "dateArchive",
  p.balance::text as balance,
  api_iso(p.created_at) as "createdAt",
  api_iso(p.updated_at) as "updatedAt"`;

/** A row in the wire shape: RegNo padded, contact and assurance objects, numbers for money. */
function toPatient(row: PatientRow): Patient {
  return {
    _id: row._id,
    doctor: row.doctor,
    RegNo: row.regNo === null ? null : formatRegNo(Number(row.regNo)),
    name: row.name,
    contact: { phone: row.phone, whatsApp: row.whatsapp },
    address: row.address,
    HealthCondition: row.healthCondition,
    messageLanguage: row.messageLanguage,
    dob: row.dob === null ? null : Number(row.dob),
    assurance: {
      society: row.society,
      registrationNumber: row.registrationNumber,
      professionalId: row.professionalId,
      coverage: row.coverage,
      percentCovered: numericOrNull(row.percentCovered),
    },
    finish: row.finish,
    archive: row.archive,
    date_archive: row.dateArchive,
    balance: numeric(row.balance),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** `p` is followed by the doctor of parameter `param`. */
const followedBy = (param: string) => `exists (select 1 from patient_doctors v where v.patient_id = p.id and v.doctor_id = ${param}::bigint)`;

/** The list a patient is in (migration 005): one indexed value with statistics. */
const STAGE_OF_P = 'patient_stage(p.reg_no, p.finish, p.archive)';

/** The `patient_stage` value a list reads, and what its sub-filter adds. */
function stageConditions(query: Pick<ListQuery, 'stage' | 'filter'>, param: (value: unknown) => string): string[] {
  switch (query.stage) {
    case 'consultation':
      return [`${STAGE_OF_P} = ${param(query.filter === 'archived' ? 'archived' : 'consultation')}`];
    case 'current': {
      const conditions = [`${STAGE_OF_P} = ${param('current')}`];
      if (query.filter === 'inCommon') conditions.push('(select count(*) from patient_doctors c where c.patient_id = p.id) > 1');
      return conditions;
    }
    case 'finish': {
      const conditions = [`${STAGE_OF_P} = ${param('finish')}`];
      if (query.filter === 'debtor') conditions.push('p.balance < 0');
      else if (query.filter === 'settled') conditions.push('p.balance = 0');
      else if (query.filter === 'creditor') conditions.push('p.balance > 0');
      return conditions;
    }
    default:
      return [];
  }
}

/**
 * The name holds the text anywhere, both compared as `nameKey` (case, accents and extra spaces
 * aside): the patients already found (`named`), else through the trigram index on `name_key`
 * (migration 011).
 */
function nameContainsCondition(q: string, param: (value: unknown) => string, named?: string[]): string {
  if (named) return `p.id = any(${param(named)}::bigint[])`;
  const key = nameKey(q);
  if (key === '') return 'false';
  // A text with a digit is only contained in names with a digit: saying so lets the planner
  // read those few names from their partial index instead of scanning every name.
  const nameHasDigit = /[0-9]/.test(key) ? "p.name ~ '[0-9]' and " : '';
  return `(${nameHasDigit}p.name_key like ${param(`%${likeEscape(key)}%`)})`;
}

/** The search's other rules: registration number prefix (on its 4-digit text), phone or WhatsApp prefix (spaces ignored on both sides). */
function numberConditions(q: string, param: (value: unknown) => string): string[] {
  const prefix = param(`${likeEscape(q)}%`);
  const phonePrefix = param(`${likeEscape(q.replace(/\s+/g, ''))}%`);
  return [`patient_reg_no_text(p.reg_no) like ${prefix}`, `replace(p.phone, ' ', '') like ${phonePrefix}`, `replace(p.whatsapp, ' ', '') like ${phonePrefix}`];
}

/**
 * The WHERE clause of a list: stage and sub-filter, doctor, search text. Every value is a
 * parameter. The search is: registration number prefix, OR name contains (case, accents and extra
 * spaces aside), OR phone or WhatsApp prefix; each has an index.
 * `named`: the ids of the patients whose name holds the text, when they are known.
 */
export function listWhere(query: Pick<ListQuery, 'stage' | 'filter' | 'doctor' | 'q'>, named?: string[]): { where: string; params: unknown[] } {
  const { params, param } = parameters();
  const conditions = stageConditions(query, param);
  if (query.doctor) conditions.push(followedBy(param(query.doctor)));
  if (query.q) {
    const [regNo, ...phones] = numberConditions(query.q, param);
    conditions.push(`(${[regNo, nameContainsCondition(query.q, param, named), ...phones].join(' or ')})`);
  }
  return { where: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

/** A statement answering the matches of a list's search: their ids and creation dates. */
interface Matches {
  sql: string;
  params: unknown[];
}

/**
 * The matches of a search: with a list filter, the rows the WHERE clause keeps; without, each rule
 * read from its own index, which holds the id, the creation date and the registration number
 * (migration 037), and a name of several words (`named`: found, and few) from its names' tails with
 * the dates: no patient's row is read. The registration numbers' matches (the most: "12" is 11,100
 * of them) are not put through the other rules' duplicate removal: those leave out the
 * registration numbers'.
 */
function searchMatches(query: ListQuery, named?: string[]): Matches {
  if (query.stage || query.doctor) {
    const { where, params } = listWhere(query, named);
    return { sql: `select p.id, p.created_at from patients p ${where}`, params };
  }
  const q = query.q ?? '';
  const { params, param } = parameters();
  const [regNo, ...phones] = numberConditions(q, param);
  const others = [...phones, ...(named ? [] : [nameContainsCondition(q, param)])].map((condition) => `select p.id, p.created_at, p.reg_no from patients p where ${condition}`);
  // None of the named patients is a registration number's match: a text of several words holds a space, no such text does.
  if (named) others.push(`select n.*, null::integer from (${namedPatientsQuery(nameKey(q), param)}) n`);
  return {
    sql: `select p.id, p.created_at from patients p where ${regNo}
          union all
          select p.id, p.created_at from (${others.join(' union ')}) p (id, created_at, reg_no) where not coalesce(${regNo}, false)`,
    params,
  };
}

/**
 * Up to this many matches a list is counted exactly, and a search sorts its matches itself: they
 * are found through the search indexes and sorted, instead of walking the whole list newest first
 * until enough of them turn up (the planner assumes matches spread evenly over time; a
 * registration-number prefix such as "12" picks patients registered in the same months, which it
 * would only reach after most of the list). Beyond, the total is the planner's estimate: counting
 * reads every matching row, about a millisecond per thousand on PGlite.
 */
const FEW_MATCHES = 2000;
/**
 * A number (registration number or phone prefix) sorts up to this many matches: "1" is 11,000
 * registration numbers given years ago, which a walk newest first meets only after 70,000 patients
 * (80 ms), while sorting them takes 20 ms.
 */
const FEW_NUMBER_MATCHES = 20_000;

/** A page's total: exact, or the planner's estimate. */
type Total = Pick<PatientPage, 'total' | 'totalEstimated'>;

interface Found {
  rows: PatientRow[];
  total: Total;
}

/** How many rows the planner expects the list to have (EXPLAIN: planning only, nothing is read). */
async function estimateMatches(db: Queryable, where: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(`explain (format json) select 1 from patients p ${where}`, params);
  return row['QUERY PLAN'][0].Plan['Plan Rows'];
}

/** The number of matches, counting no further than `cap`. */
async function countUpTo(db: Queryable, where: string, params: unknown[], cap: number): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>(
    `select count(*)::int as count from (select 1 from patients p ${where} limit $${params.length + 1}) s`,
    [...params, cap],
  );
  return count;
}

/** The page walking the list newest first (through the list's index), for lists and broad searches. */
function walkPage(db: Queryable, query: ListQuery, where: string, params: unknown[]): Promise<PatientRow[]> {
  const n = params.length;
  return db.query<PatientRow>(
    `select ${PATIENT_COLUMNS} from patients p ${where} order by p.created_at desc, p.id desc limit $${n + 1} offset $${n + 2}`,
    [...params, query.limit, query.offset],
  );
}

/**
 * The page of a search with few matches, and how many there are: the matches (no more than
 * `few` + 1), then the page of them, then their rows by primary key. The count rides on a row of
 * its own joined to the page, so that it comes back even when the page is empty.
 */
async function sortedPage(db: Queryable, query: ListQuery, matches: Matches, few: number): Promise<{ rows: PatientRow[]; matched: number }> {
  const n = matches.params.length;
  const rows = await db.query<PatientRow & { matched: number }>(
    `with matched as materialized (select id, created_at from (${matches.sql}) m limit $${n + 1}),
          page as materialized (select id, created_at from matched order by created_at desc, id desc limit $${n + 2} offset $${n + 3})
     select c.matched, ${PATIENT_COLUMNS}
       from (select count(*)::int as matched from matched) c
       left join (page m join patients p on p.id = m.id) on true
      order by m.created_at desc, m.id desc`,
    [...matches.params, few + 1, query.limit, query.offset],
  );
  return { rows: rows.filter((row) => row._id !== null), matched: rows[0].matched };
}

/** A page shorter than the limit tells the total, unless it is empty past the first page. */
function totalFromPage(query: ListQuery, rows: PatientRow[]): Total | undefined {
  return rows.length < query.limit && (rows.length > 0 || query.offset === 0) ? { total: query.offset + rows.length } : undefined;
}

/**
 * The planner's estimate, kept consistent with what is known: above what a full page shows and
 * what was counted, at most the offset of an empty page past the end (a screen loading more stops).
 */
function estimatedTotal(query: ListQuery, rows: PatientRow[], estimate: number, counted = 0): Total {
  const atLeast = Math.max(counted, query.offset + rows.length + (rows.length === query.limit ? 1 : 0));
  const atMost = rows.length === 0 ? query.offset : Number.POSITIVE_INFINITY;
  return { total: Math.min(Math.max(Math.round(estimate), atLeast), atMost), totalEstimated: true };
}

/** A list (no search text): its page first, which tells the total when it is the last one. */
async function findInList(db: Queryable, query: ListQuery, where: string, params: unknown[]): Promise<Found> {
  const rows = await walkPage(db, query, where, params);
  const known = totalFromPage(query, rows);
  if (known) return { rows, total: known };
  const estimate = await estimateMatches(db, where, params);
  if (estimate > FEW_MATCHES) return { rows, total: estimatedTotal(query, rows, estimate) };
  const counted = await countUpTo(db, where, params, FEW_MATCHES + 1);
  return { rows, total: counted <= FEW_MATCHES ? { total: counted } : estimatedTotal(query, rows, estimate, counted) };
}

/**
 * A search: the planner's estimate decides how to read the page. Few matches are sorted, and
 * their number comes with them; many are walked newest first, and the total is the estimate.
 * Nothing is counted apart: the home's quick search reads its 5 hits and no more.
 */
async function findBySearch(db: Queryable, query: ListQuery, where: string, params: unknown[], named?: string[]): Promise<Found> {
  // The names' matches are known (and few), and a text without a digit matches no number: no plan
  // needs weighing, the sorted page counts them. A number ("22 33") may match many phones.
  const estimate = named && !/\d/.test(query.q ?? '') ? named.length : await estimateMatches(db, where, params);
  const few = /^[\d\s+]+$/.test(query.q ?? '') ? FEW_NUMBER_MATCHES : FEW_MATCHES;
  let counted = 0;
  if (estimate <= few) {
    const sorted = await sortedPage(db, query, searchMatches(query, named), few);
    if (sorted.matched <= few) return { rows: sorted.rows, total: { total: sorted.matched } };
    // More than the planner expected: the sorted matches were cut short.
    counted = sorted.matched;
  }
  const rows = await walkPage(db, query, where, params);
  return { rows, total: totalFromPage(query, rows) ?? estimatedTotal(query, rows, estimate, counted) };
}

/**
 * One page, newest first, and the total: exact when it is cheap to know (the page tells it, or
 * there are few matches), else the planner's estimate, flagged `totalEstimated`.
 */
export async function listPatients(db: Queryable, query: ListQuery): Promise<PatientPage> {
  const key = query.q ? nameKey(query.q) : '';
  const named = key.includes(' ') ? await patientsNamed(db, key, FEW_MATCHES) : undefined;
  const { where, params } = listWhere(query, named);
  const found = await (query.q ? findBySearch(db, query, where, params, named) : findInList(db, query, where, params));
  return { items: found.rows.map(toPatient), ...found.total, offset: query.offset, limit: query.limit };
}

/** The most likely duplicates a form is shown: a person rarely has more files than this. */
export const DUPLICATES_SHOWN = 5;

export interface DuplicateProbe {
  name: string;
  phone?: string;
  yearOfBirth?: number;
}

/**
 * The patients who are likely the person about to be added: the same phone (spaces aside),
 * whatever the name, or the same name and the same year of birth, the names compared as
 * `duplicateNameKey` has them (no case, accents, apostrophes, hyphens or spaces: "Demba N'diaye"
 * is "Demba Ndiaye"), through the indexes on the phone and on the duplicate key. With `viewer`,
 * only the patients that doctor follows. Newest first.
 */
export async function findDuplicates(db: Queryable, probe: DuplicateProbe, viewer?: string): Promise<Patient[]> {
  const key = duplicateNameKey(probe.name);
  const phone = probe.phone?.replace(/\s+/g, '') || null;
  const year = probe.yearOfBirth ?? null;
  if (key === '' || (phone === null && year === null)) return [];
  const rows = await db.query<PatientRow>(
    `select ${PATIENT_COLUMNS} from patients p
      where (replace(p.phone, ' ', '') = $2::text or (patient_duplicate_key(p.name_key) = $1 and p.dob = $3::int))
        and ($4::bigint is null or ${followedBy('$4')})
      order by p.created_at desc, p.id desc
      limit $5`,
    [key, phone, year, viewer ?? null, DUPLICATES_SHOWN],
  );
  return rows.map(toPatient);
}

/** One patient; with `viewer`, only if that doctor follows the patient (own-data view). */
export async function findPatient(db: Queryable, id: string, viewer?: string): Promise<Patient | undefined> {
  const rows = await db.query<PatientRow>(
    `select ${PATIENT_COLUMNS} from patients p where p.id = $1 and ($2::bigint is null or ${followedBy('$2')})`,
    [id, viewer ?? null],
  );
  return rows[0] && toPatient(rows[0]);
}

/** The doctor users among these ids (users with a doctor part). */
export async function existingDoctors(db: Queryable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>('select id::text as id from users where id = any($1::bigint[]) and doctor_cabinet is not null', [ids]);
  return new Set(rows.map((row) => row.id));
}

export interface PatientInsuranceWrite {
  assuranceId: string;
  registrationNumber: string;
  professionalId: string | null;
  coverage: string;
  percentCovered: number;
}

export interface PatientWrite {
  name: string;
  phone: string;
  whatsApp: string;
  address: string;
  healthCondition: string;
  dob: number;
  insurance: PatientInsuranceWrite | null;
  /** null: the clinic's language; undefined keeps the patient's (an older form that does not send it). */
  messageLanguage?: 'fr' | 'ar' | null;
}

function writeParams(patient: PatientWrite): unknown[] {
  const insurance = patient.insurance;
  return [
    patient.name,
    patient.phone,
    patient.whatsApp,
    patient.address,
    patient.healthCondition,
    patient.dob,
    insurance?.assuranceId ?? null,
    insurance?.registrationNumber ?? null,
    insurance?.professionalId ?? null,
    insurance?.coverage ?? null,
    insurance?.percentCovered ?? null,
  ];
}

export async function insertPatient(tx: Queryable, patient: PatientWrite): Promise<string> {
  const [{ id }] = await tx.query<{ id: string }>(
    `insert into patients (name, phone, whatsapp, address, health_condition, dob,
                           assurance_id, registration_number, professional_id, coverage, percent_covered, message_language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     returning id::text as id`,
    [...writeParams(patient), patient.messageLanguage ?? null],
  );
  return id;
}

/**
 * Rewrites a patient's form fields. `archive` undefined keeps the flag; true stamps date_archive
 * (once: archiving an archived patient keeps the first date), false clears it.
 */
export async function updatePatient(tx: Queryable, id: string, patient: PatientWrite, archive: boolean | undefined): Promise<boolean> {
  const rows = await tx.query(
    `update patients set
        name = $2, phone = $3, whatsapp = $4, address = $5, health_condition = $6, dob = $7,
        assurance_id = $8, registration_number = $9, professional_id = $10, coverage = $11, percent_covered = $12,
        archive = coalesce($13::boolean, archive),
        message_language = case when $14::boolean then $15::text else message_language end,
        date_archive = case when $13::boolean is null then date_archive
                            when $13::boolean then coalesce(date_archive, now())
                            else null end,
        updated_at = now()
      where id = $1
      returning id`,
    [id, ...writeParams(patient), archive ?? null, patient.messageLanguage !== undefined, patient.messageLanguage ?? null],
  );
  return rows.length > 0;
}

/** Adds doctors to the patient's (the ones already there keep their place). */
export async function addDoctors(tx: Queryable, patientId: string, doctorIds: string[]): Promise<void> {
  for (const doctorId of doctorIds) {
    await tx.query('insert into patient_doctors (patient_id, doctor_id) values ($1, $2) on conflict do nothing', [patientId, doctorId]);
  }
}

/**
 * Makes `doctorIds` the patient's doctors, except that a doctor who has recorded payments or
 * charges for the patient stays: their records remain in their lists.
 */
export async function replaceDoctors(tx: Queryable, patientId: string, doctorIds: string[]): Promise<void> {
  await tx.query(
    `delete from patient_doctors pd
      where pd.patient_id = $1
        and pd.doctor_id <> all($2::bigint[])
        and not exists (select 1 from payments x where x.patient_id = pd.patient_id and x.doctor_id = pd.doctor_id)
        and not exists (select 1 from charges x where x.patient_id = pd.patient_id and x.doctor_id = pd.doctor_id)`,
    [patientId, doctorIds],
  );
  await addDoctors(tx, patientId, doctorIds);
}

const PASS_ATTEMPTS = 10;

/**
 * Pass: the next registration number, only for a patient neither archived nor registered (false
 * otherwise). Numbers come from a sequence, unique under concurrency; if one was already given by
 * other means (imported data), the sequence jumps past the largest number and the pass is retried.
 */
export async function passPatient(db: Db, id: string): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const rows = await db.query(
        `update patients set reg_no = nextval('patient_reg_no_seq'), updated_at = now()
          where id = $1 and reg_no is null and not archive
          returning reg_no`,
        [id],
      );
      return rows.length > 0;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= PASS_ATTEMPTS) throw error;
      await db.query(
        `select setval('patient_reg_no_seq', m.top)
           from (select max(reg_no) as top from patients) m, patient_reg_no_seq s
          where m.top > s.last_value`,
      );
    }
  }
}

/** Finish: only a registered patient who is not finished (false otherwise). */
export async function finishPatient(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    'update patients set finish = true, updated_at = now() where id = $1 and reg_no is not null and not finish returning id',
    [id],
  );
  return rows.length > 0;
}

/** Return: a registered, finished patient becomes current again (false otherwise). Locks the row. */
export async function reopenPatient(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query(
    'update patients set finish = false, updated_at = now() where id = $1 and reg_no is not null and finish returning id',
    [id],
  );
  return rows.length > 0;
}

/** Payments or charges keep a patient from being deleted. */
export async function patientHasRecords(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 where exists (select 1 from payments where patient_id = $1)
                 or exists (select 1 from charges where patient_id = $1)`,
    [id],
  );
  return rows.length > 0;
}

/**
 * Deletes a patient and, through the foreign key, the list of their doctors; false when no row was
 * there (already deleted: of concurrent deletes exactly one gets true).
 */
export async function deletePatient(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from patients where id = $1 returning id', [id]);
  return rows.length > 0;
}

/** The insurer a patient is insured by, if any, with its consultation price. */
export async function insurerOf(db: Queryable, patientId: string): Promise<{ assuranceId: string } | null> {
  const rows = await db.query<{ assuranceId: string | null }>('select assurance_id::text as "assuranceId" from patients where id = $1', [patientId]);
  const assuranceId = rows[0]?.assuranceId;
  return assuranceId ? { assuranceId } : null;
}
