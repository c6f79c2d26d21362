/**
 * Writes the import's test files into apps/api/src/test/import-files, where they are kept for
 * people to open in Excel (and a test holds the CSV files to their generators):
 * `node --import tsx libs/testing/src/write-import-files.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arabicCsv, bigPatientsCsv, frenchExcelCsv, serialDatesXlsx } from './import-files';

export const IMPORT_FILES_DIR = join(__dirname, '../../../apps/api/src/test/import-files');

async function main() {
  mkdirSync(IMPORT_FILES_DIR, { recursive: true });
  for (const file of [frenchExcelCsv(), arabicCsv(), bigPatientsCsv(), await serialDatesXlsx()]) {
    writeFileSync(join(IMPORT_FILES_DIR, file.name), file.bytes);
    console.log(`${file.name}: ${file.bytes.byteLength} bytes`);
  }
}

void main();
