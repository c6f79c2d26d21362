/**
 * The import of 20,000 patients (issue 39) into a running server, as the administrator: the file
 * made by the tests' generator (with its duplicates, bad phones and empty names in proportion),
 * uploaded, dry-run, then imported and followed to its end through GET import/:id. The dry run's
 * time, and the import's from the upload to 'done'. Goal: both within 60 s on PGlite.
 */
import { routeUrl } from '../../libs/contracts/src/routes.ts';
import { bigPatientsCsv } from '../../libs/testing/src/import-files.ts';

export const IMPORT_PATIENTS = 20_000;
export const IMPORT_GOAL_SECONDS = 60;

async function answer(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()).success;
}

/** A doctor of the clinic, for the rows that name none. */
async function someDoctor(base, auth) {
  const users = await answer(await fetch(`${base}/api/${routeUrl('users.list')}`, { headers: auth }), 'GET users');
  const doctor = users.find((user) => user.doctor);
  if (!doctor) throw new Error('the clinic has no doctor');
  return doctor._id;
}

const seconds = (ms) => Number((ms / 1000).toFixed(2));

export async function measureImport(base, auth, patients = IMPORT_PATIENTS) {
  const file = bigPatientsCsv(patients);
  const json = { ...auth, 'content-type': 'application/json' };
  const started = performance.now();
  const job = await answer(
    await fetch(`${base}/api/${routeUrl('imports.upload')}?kind=patients&fileName=${file.name}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      body: file.bytes,
    }),
    'upload',
  );
  const settings = JSON.stringify({ mapping: job.file.mapping, doctor: await someDoctor(base, auth) });
  const dryStarted = performance.now();
  const dry = await answer(await fetch(`${base}/api/${routeUrl('imports.dryRun', { id: job._id })}`, { method: 'POST', headers: json, body: settings }), 'dry run');
  const dryMs = performance.now() - dryStarted;
  await answer(await fetch(`${base}/api/${routeUrl('imports.start', { id: job._id })}`, { method: 'POST', headers: json, body: settings }), 'start');
  let polls = 0;
  let done;
  for (;;) {
    done = await answer(await fetch(`${base}/api/${routeUrl('imports.get', { id: job._id })}`, { headers: auth }), 'GET import');
    if (done.state !== 'running') break;
    polls += 1;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (done.state !== 'done') throw new Error(`import ${done.state}: ${done.error}`);
  const importMs = performance.now() - started;
  // Undone at once, so the clinic the next figures read is the seeded one (and undo is timed too).
  const undoStarted = performance.now();
  await answer(await fetch(`${base}/api/${routeUrl('imports.undo', { id: job._id })}`, { method: 'POST', headers: auth }), 'undo');
  const undoMs = performance.now() - undoStarted;
  return {
    rows: patients,
    bytes: file.bytes.byteLength,
    created: done.created,
    matched: done.matched,
    refused: done.refused,
    dry_run_seconds: seconds(dryMs),
    import_seconds: seconds(importMs),
    undo_seconds: seconds(undoMs),
    progress_polls: polls,
    goal_seconds: IMPORT_GOAL_SECONDS,
    counts_agree: dry.created === done.created,
  };
}

export function printImport(result) {
  console.log(`\nImport of ${result.rows.toLocaleString('en')} patients (issue 39; ${(result.bytes / 1024 / 1024).toFixed(1)} MB CSV; goal: each ≤ ${result.goal_seconds} s)`);
  console.log(`  dry run ${result.dry_run_seconds} s; import, upload to done ${result.import_seconds} s (progress read ${result.progress_polls} times while it ran)`);
  console.log(`  ${result.created} created, ${result.matched} matched, ${result.refused} refused${result.counts_agree ? '' : ' (differs from the dry run)'}; undone in ${result.undo_seconds} s`);
}
