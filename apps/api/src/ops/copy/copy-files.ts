import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../db/types';
import { blobPath, folderBlobs, sha256Of } from '../../modules/clinical-files/file-store';
import { CopyRefused } from './errors';
import { count } from './report';

/**
 * The patients' files of a PGlite clinic (a folder beside its data, or the files of its backup)
 * into the target's stored_files, one at a time, each checked against its name; then every file
 * the records name must be in the target. Inside the copy's transaction: a file missing or
 * damaged commits nothing.
 */
export async function copyFiles(tx: Queryable, filesDir: string | undefined, out: (line: string) => void): Promise<void> {
  let copied = 0;
  let bytes = 0;
  if (filesDir) {
    for await (const sha256 of folderBlobs(filesDir)) {
      const path = join(filesDir, blobPath(sha256));
      const data = await readFile(path);
      if (sha256Of(data) !== sha256) throw new CopyRefused(`The patient's file ${path} does not match its name: it is damaged. Nothing was committed.`);
      await tx.query('insert into stored_files (sha256, size, bytes) values ($1, $2, $3) on conflict (sha256) do nothing', [sha256, data.length, data]);
      copied += 1;
      bytes += data.length;
    }
    out(`Patients' files: ${count(copied)} (${(bytes / 1024 / 1024).toFixed(1)} MB) from ${filesDir} into stored_files`);
  }
  const [missing] = await tx.query<{ n: number; example: string | null }>(
    `select count(*)::int as n, min(named.sha256) as example
       from (select sha256 from patient_images union select thumb_sha256 from patient_images union select preview_sha256 from patient_images
             union select sha256 from patient_documents) named
      where not exists (select 1 from stored_files f where f.sha256 = named.sha256)`,
  );
  if (missing.n > 0) {
    throw new CopyRefused(
      `${missing.n} of the patients' files the records name (such as ${missing.example}) are in neither ${filesDir ?? 'the files folder'} nor the database: ` +
        'give the clinic\'s files folder (FILES_DIR, by default "files" beside the data folder). Nothing was committed.',
    );
  }
}
