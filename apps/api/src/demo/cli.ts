import { resolve } from 'node:path';
import { DataDirBusyError } from '../db/data-dir-lock';
import { initializeDatabase } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';
import { databaseFileStore, filesDirOf, folderFileStore } from '../modules/clinical-files/file-store';
import { createPasswordHasher, type PasswordHashing } from '../security/passwords';
import { DEMO_ASSISTANT, DEMO_DOCTORS, DEMO_PASSWORD } from './data';
import { seedLabHistory } from './lab-history';
import { DEFAULT_DEMO_PATIENTS, generator, MAX_DEMO_PATIENTS, seedDemo } from './seed-demo';
import { parseFinanceQuery, timeFinanceQueries, type FinanceQuery } from './finance-sql';
import { LOAD_YEARS, loadPayments } from './payments-load';
import { TAKINGS_YEARS } from './takings-history';
import { timeListQueries, timeRecallQueries } from './time-queries';

/** The busy lab's own generator seed. */
const LAB_HISTORY_SEED = 20_261_127;

export const USAGE = `Fills the database of the API with a demo clinic (idempotent: run it again to top up).

  npm run seed:demo -- [--patients=N]
  node apps/api/dist/seed-demo.js [--patients=N] [--lab-years=N] [--payments=N] [--json]
  node apps/api/dist/seed-demo.js [--time-query=QUERY...] [--time-recall=QUERY...] [--time-finance=KIND,FROM,TO[,DOCTOR]...] [--runs=N] [--json]

  --patients=N       demo patients wanted, 0 to ${MAX_DEMO_PATIENTS} (default ${DEFAULT_DEMO_PATIENTS}); those already there count
  --lab-years=N      give the first demo laboratory N years of work from the demo doctors (default ${TAKINGS_YEARS}, as the takings; 0: none)
  --payments=N       then top the payments up to N in bulk, over the last ${LOAD_YEARS} years (the bench's busy clinic)
  --time-query=Q     instead of seeding, time GET /api/patient?Q on the database itself (p50/p95 of --runs runs, default 50)
  --time-recall=Q    instead of seeding, time GET /api/recall?Q on the database itself, the same way
  --time-finance=F   instead of seeding, time the financial statistics F (payments or accounting, a period, a doctor
                     or none for the whole clinic) as plain SQL on the database itself
  --json             one line of JSON instead of the report

The database is the server's: DATABASE_URL (PostgreSQL) or else DATA_DIR (PGlite, default ./data).
PGlite is single-process: stop the server before seeding its directory.`;

export interface CliOptions {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** argon2id cost of the demo passwords; lowered by tests only. */
  passwordHashing?: PasswordHashing;
}

interface Arguments {
  patients: number;
  labYears: number;
  payments: number;
  timeQueries: string[];
  timeRecalls: string[];
  timeFinance: FinanceQuery[];
  runs: number;
  json: boolean;
  help: boolean;
}

class UsageError extends Error {}

/** The most payments --payments tops up to. */
const MAX_PAYMENTS = 5_000_000;

function financeQuery(text: string): FinanceQuery {
  try {
    return parseFinanceQuery(text);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) throw new UsageError(`${name} must be a whole number from ${min} to ${max}`);
  return Number(text);
}

export function parseArguments(argv: readonly string[]): Arguments {
  const parsed: Arguments = { patients: DEFAULT_DEMO_PATIENTS, labYears: TAKINGS_YEARS, payments: 0, timeQueries: [], timeRecalls: [], timeFinance: [], runs: 50, json: false, help: false };
  for (const arg of argv) {
    const [flag, ...rest] = arg.split('=');
    const value = rest.join('=');
    if (flag === '--patients' && rest.length > 0) parsed.patients = wholeNumber('--patients', value, 0, MAX_DEMO_PATIENTS);
    else if (flag === '--lab-years' && rest.length > 0) parsed.labYears = wholeNumber('--lab-years', value, 0, 10);
    else if (flag === '--payments' && rest.length > 0) parsed.payments = wholeNumber('--payments', value, 0, MAX_PAYMENTS);
    else if (flag === '--time-query' && rest.length > 0) parsed.timeQueries.push(value);
    else if (flag === '--time-recall' && rest.length > 0) parsed.timeRecalls.push(value);
    else if (flag === '--time-finance' && rest.length > 0) parsed.timeFinance.push(financeQuery(value));
    else if (flag === '--runs' && rest.length > 0) parsed.runs = wholeNumber('--runs', value, 1, 10_000);
    else if (arg === '--json') parsed.json = true;
    else if (arg === '--help' || arg === '-h') parsed.help = true;
    else throw new UsageError(`Unknown argument: ${arg}`);
  }
  return parsed;
}

const silent = { info: () => undefined, warn: () => undefined };

/** The command line of seed-demo.js; resolves to the process exit code. */
export async function runCli(argv: readonly string[], options: CliOptions): Promise<number> {
  let args: Arguments;
  try {
    args = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    options.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    options.out(USAGE);
    return 0;
  }

  const databaseUrl = options.env.DATABASE_URL;
  const dataDir = resolve(options.cwd, options.env.DATA_DIR || 'data');
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  let db: Db | undefined;
  try {
    db = databaseUrl ? openPostgres(databaseUrl, { max: 2 }) : await openPglite(dataDir);
    const hasher = createPasswordHasher(options.passwordHashing);
    await initializeDatabase(db, { hasher, log: silent, adminPassword: options.env.ADMIN_PASSWORD || undefined, needJwtSecret: !options.env.JWT_SECRET });

    if (args.timeQueries.length > 0 || args.timeRecalls.length > 0 || args.timeFinance.length > 0) {
      const timings = await timeListQueries(db, args.timeQueries, args.runs);
      const recalls = await timeRecallQueries(db, args.timeRecalls, args.runs);
      const finance = await timeFinanceQueries(db, args.timeFinance, args.runs);
      if (args.json) options.out(JSON.stringify({ database: db.engine, timings, recalls, finance }));
      else {
        for (const t of [...timings, ...recalls]) options.out(`${t.query.padEnd(40)} p50 ${t.p50_ms} ms  p95 ${t.p95_ms} ms  total ${t.total}  (n=${t.runs})`);
        for (const t of finance) options.out(`${`${t.kind} ${t.from}..${t.to} ${t.doctor ?? 'clinic'}`.padEnd(40)} p50 ${t.p50_ms} ms  p95 ${t.p95_ms} ms  collected ${t.collected}  (n=${t.runs})`);
      }
      return 0;
    }

    if (!args.json) options.out(`Demo clinic in ${where}: ${args.patients} patients wanted`);
    // The images' bytes go where the server keeps them: the database on PostgreSQL, else the files folder beside the data.
    const files = databaseUrl ? databaseFileStore(db) : folderFileStore(filesDirOf(options.env, options.cwd, dataDir));
    const result = await seedDemo(db, { patients: args.patients, hasher, files, log: args.json ? undefined : options.out });
    const doctorIds = (await db.query<{ id: string }>('select id::text as id from users where username = any($1::text[]) order by id', [DEMO_DOCTORS.map((d) => d.username)])).map((d) => d.id);
    const labHistory = args.labYears > 0 ? await seedLabHistory(db, doctorIds, args.labYears, generator(LAB_HISTORY_SEED), new Date()) : undefined;
    const load = args.payments > 0 ? await loadPayments(db, doctorIds, args.payments, new Date()) : undefined;
    if (args.json) {
      options.out(JSON.stringify({ database: db.engine, ...result, labHistory, load }));
      return 0;
    }
    const { created, patients } = result;
    options.out(
      [
        '',
        `Done in ${result.seconds} s.`,
        `  users created: ${created.users.length > 0 ? created.users.join(', ') : 'none (already there)'}`,
        `    sign in as ${[...DEMO_DOCTORS.map((d) => d.username), DEMO_ASSISTANT.username].join(', ')} with the password ${DEMO_PASSWORD}`,
        `  insurers created: ${created.insurers}, treatments: ${created.treatments}, payment modes: ${created.paymentModes}, open invoices: ${created.invoices}`,
        `  patients added: ${created.patients}${created.patients === 0 ? ' (the demo doctors already have them)' : ''}`,
        ...(created.patients > 0
          ? [
              `    consultation ${patients.consultation} (archived ${patients.archived}), current ${patients.current}, finished ${patients.finished}`,
              `    in common ${patients.inCommon}, insured ${patients.insured}, debtors ${patients.debtors}, creditors ${patients.creditors}`,
              `  consultations charged: ${created.charges}, payments: ${created.payments}`,
            ]
          : []),
        ...(result.takings && result.takings.visits > 0
          ? [
              `  takings over ${TAKINGS_YEARS} years: ${result.takings.visits} acts (${result.takings.freeActs} free), ${result.takings.payments} payments (${result.takings.insurancePayments} by insurers, ${result.takings.unapproved} awaiting approval)`,
              `    insurer invoices: ${result.takings.invoices.paid} paid, ${result.takings.invoices.unpaid} unpaid`,
            ]
          : []),
        `  recalls: ${result.recalls.due} patients brought due for a check-up (${result.recalls.contacted} contacted)`,
        result.recalls.reminderDay
          ? `  reminders of ${result.recalls.reminderDay}: ${result.recalls.reminders.appointments} appointments, ${result.recalls.reminders.sent} marked sent by this run`
          : '  reminders: no appointment in the coming week',
        `  today at the desk: ${result.deskDay} appointments given a state (absent, done, in the chair, waiting)`,
        `  clinical records: ${result.clinicalRecords.conditions} conditions and ${result.clinicalRecords.notes} notes for ${result.clinicalRecords.patients} patients, ${result.clinicalImages} radiographs and photos`,
        ...(load ? [`  payments loaded in bulk: ${load.added} in ${load.seconds} s (${load.total} in all)`] : []),
        ...(labHistory ? [`  busy laboratory: ${labHistory.consumptions} cases and consumptions, ${labHistory.payments} payments over ${args.labYears} years`] : []),
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      options.err(`${error.message}\nThe API server keeps its PGlite database to itself: stop it (Ctrl+C), run the seed, then start it again.`);
      return 1;
    }
    options.err(`The demo could not be seeded in ${where}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db?.close().catch(() => undefined);
  }
}
