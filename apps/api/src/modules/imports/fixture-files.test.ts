import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arabicCsv, bigPatientsCsv, frenchExcelCsv } from '../../../../../libs/testing/src/import-files';

/** The test files kept in the repository are what their generators make (rewrite them with libs/testing/src/write-import-files.ts). */
describe('the import test files in the repository', () => {
  it.each([frenchExcelCsv(), arabicCsv(), bigPatientsCsv()])('$name is what its generator makes', (file) => {
    const kept = readFileSync(join(__dirname, '../../test/import-files', file.name));
    expect(Buffer.compare(kept, Buffer.from(file.bytes))).toBe(0);
  });
});
