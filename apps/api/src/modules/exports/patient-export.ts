import type { Language } from '@dental/contracts';
import type { Queryable } from '../../db/types';
import { downloadName } from '../clinical-files/serve-file';
import type { FileStore } from '../clinical-files/file-store';
import { EXPORT_BATCH, exportedFiles, tableCsv } from './clinic-export';
import { EXPORTED_TABLES } from './clinic-tables';
import { loadPatientSummary, type StoredItem } from './patient-summary-data';
import { patientSummaryHtml, type StoredPaths } from './patient-summary';
import { exportReadme } from './readme';
import { readShapes, type TableShape } from './table-reader';
import type { ZipWriter } from './zip-writer';

/**
 * A patient's complete file (the right of access): resume.html, the patient's rows of each table
 * of the clinic's export (same columns, same CSV rules, described in LISEZMOI.txt), and the
 * images and documents themselves under images/ and documents/.
 */

/** The patient's rows of each table: a condition on the table with the patient's id as $1. */
export const PATIENT_ROWS: Record<string, string> = {
  patients: 'id = $1',
  patient_doctors: 'patient_id = $1',
  quotes: 'patient_id = $1',
  quote_lines: 'quote_id in (select id from quotes where patient_id = $1)',
  patient_invoices: 'patient_id = $1',
  patient_invoice_quotes: 'invoice_id in (select id from patient_invoices where patient_id = $1)',
  patient_invoice_lines: 'invoice_id in (select id from patient_invoices where patient_id = $1)',
  payments: 'patient_id = $1',
  charges: 'patient_id = $1',
  treatment_sheets: 'patient_id = $1',
  sheet_lines: 'sheet_id in (select id from treatment_sheets where patient_id = $1)',
  prescriptions: 'patient_id = $1',
  lab_consumptions: 'patient_id = $1',
  lab_cases: 'patient_id = $1',
  implants: 'patient_id = $1',
  appointments: 'patient_id = $1',
  recall_contacts: 'patient_id = $1',
  clinical_notes: 'patient_id = $1',
  clinical_note_addenda: 'note_id in (select id from clinical_notes where patient_id = $1)',
  tooth_conditions: 'patient_id = $1',
  patient_images: 'patient_id = $1',
  patient_documents: 'patient_id = $1',
};

/** Formats already compressed are stored as they are in the zip. */
const COMPRESSED = new Set(['jpeg', 'png']);

function storedPaths(folder: string, items: readonly StoredItem[]): [StoredItem, string][] {
  return items.map((item) => [item, `${folder}/${item.id}-${downloadName(item.name, item.kind, item.format)}`]);
}

export interface PatientExport {
  /** The patient's registration number or, before one is given, the id: for the zip's name. */
  label: string;
  /** Writes the zip and ends it. */
  write(zip: ZipWriter): Promise<void>;
}

/** The export of a patient's file, or undefined when there is no such patient. */
export async function patientExport(db: Queryable, files: FileStore, patientId: string, language: Language, today: string, now: Date): Promise<PatientExport | undefined> {
  const data = await loadPatientSummary(db, patientId);
  if (!data) return undefined;
  const paths: StoredPaths = new Map([...storedPaths('images', data.images), ...storedPaths('documents', data.documents)]);
  return {
    label: data.patient.RegNo ?? patientId,
    async write(zip) {
      await zip.add('resume.html', patientSummaryHtml(data, language, paths, today));
      const tables = EXPORTED_TABLES.filter(({ table }) => table in PATIENT_ROWS);
      const shapes = await readShapes(db, tables.map(({ table }) => table));
      const parts = exportedFiles(shapes, tables);
      for (const part of parts) {
        const filter = { where: PATIENT_ROWS[part.table.table], params: [patientId] };
        await zip.add(`${part.table.table}.csv`, tableCsv(db, part, shapes.get(part.table.table) as TableShape, EXPORT_BATCH, filter));
      }
      await zip.add('LISEZMOI.txt', exportReadme(parts, now, { title: ['DOSSIER DU PATIENT', 'PATIENT FILE'], leftOut: false }));
      for (const item of [...data.images, ...data.documents]) {
        const bytes = await files.get(item.sha256);
        // A file whose bytes are missing from the store is listed in the summary and its CSV, not zipped.
        if (bytes) await zip.add(paths.get(item) as string, bytes, { stored: COMPRESSED.has(item.format) });
      }
      zip.end();
    },
  };
}

export function patientExportName(label: string, day: string): string {
  return `patient-${label}-${day}.zip`;
}

