import { IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS, fieldParam, type ImportKind } from '@dental/contracts';
import type { ColumnMapping } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/errors';
import { loadAppointmentContext, planAppointmentRow, writeAppointments, type AppointmentRecord } from './appointments-import';
import { RowCells } from './cells';
import { loadPatientContext, planPatientRow, type PatientRecord } from './patients-plan';
import { writePatients } from './patients-write';
import type { Plan, PlannedRow } from './plan-types';
import type { ReadFile } from './read-file';
import { loadTreatmentContext, planTreatmentRow, writeTreatments, type TreatmentRecord } from './treatments-import';

/** What a plan needs beyond the file: the checked mapping, the default doctor, and the only doctor the importer may name (null: any). */
export interface PlanSettings {
  mapping: ColumnMapping;
  doctor: string | null;
  onlyDoctor: string | null;
}

/** The mapping must name fields of the kind, columns of the file, and a column for every required field. */
export function checkMapping(kind: ImportKind, mapping: Record<string, number | null>, headers: readonly string[]): ColumnMapping {
  const fields: readonly string[] = IMPORT_FIELDS[kind];
  for (const [field, column] of Object.entries(mapping)) {
    if (!fields.includes(field)) throw new ApiError(400, 'import.fieldUnknown', { field });
    if (column !== null && column >= headers.length) throw new ApiError(400, 'import.columnUnknown', { column: column + 1 });
  }
  const missing = (REQUIRED_IMPORT_FIELDS[kind] as readonly string[]).find((field) => mapping[field] === null || mapping[field] === undefined);
  if (missing) throw new ApiError(400, 'import.fieldRequired', { field: fieldParam(missing) });
  return Object.fromEntries(fields.map((field) => [field, mapping[field] ?? null]));
}

export type AnyRecord = PatientRecord | TreatmentRecord | AppointmentRecord;

/** Every row of the file planned against the database as it is: what will be created, matched or refused. Writes nothing. */
export async function planFile(db: Queryable, kind: ImportKind, file: ReadFile, settings: PlanSettings): Promise<Plan<AnyRecord>> {
  const planRow = await rowPlanner(db, kind, settings);
  const rows: PlannedRow<AnyRecord>[] = [];
  const refusals: Plan['refusals'] = [];
  for (const row of file.rows) {
    const cells = new RowCells(row, settings.mapping, file.headers);
    rows.push(planRow(cells));
    refusals.push(...cells.refusals);
  }
  return { rows, refusals };
}

async function rowPlanner(db: Queryable, kind: ImportKind, { doctor, onlyDoctor }: PlanSettings): Promise<(cells: RowCells) => PlannedRow<AnyRecord>> {
  if (kind === 'patients') {
    const context = await loadPatientContext(db, doctor, onlyDoctor);
    return (cells) => planPatientRow(context, cells);
  }
  if (kind === 'treatments') {
    const context = await loadTreatmentContext(db);
    return (cells) => planTreatmentRow(context, cells);
  }
  const context = await loadAppointmentContext(db, doctor, onlyDoctor);
  return (cells) => planAppointmentRow(context, cells);
}

export interface WriteTarget {
  importId: string;
  /** Who imports (null: the command line). */
  userId: string | null;
  balanceDay: string;
}

/** Writes one batch of planned records of the kind. */
export async function writeBatch(tx: Queryable, kind: ImportKind, target: WriteTarget, records: readonly AnyRecord[]): Promise<void> {
  if (kind === 'patients') await writePatients(tx, target.importId, records as PatientRecord[], target.balanceDay);
  else if (kind === 'treatments') await writeTreatments(tx, target.importId, records as TreatmentRecord[]);
  else await writeAppointments(tx, target.importId, target.userId, records as AppointmentRecord[]);
}
