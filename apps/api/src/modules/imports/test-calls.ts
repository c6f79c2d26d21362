import { routeUrl, type ImportDryRun, type ImportJob, type ImportKind, type ImportSettings } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from '../../test/helpers';

/** The import's calls as the tests make them: upload, dry run, start and wait. */

export async function upload(app: FastifyInstance, token: string, kind: ImportKind, file: { name: string; bytes: Uint8Array }): Promise<ImportJob> {
  const answer = await call<{ success: ImportJob }>(app, 'POST', `/api/${routeUrl('imports.upload')}?kind=${kind}&fileName=${encodeURIComponent(file.name)}`, {
    token,
    headers: { 'content-type': 'application/octet-stream' },
    body: Buffer.from(file.bytes),
  });
  if (answer.status !== 200) throw new Error(`upload: ${answer.status} ${answer.raw}`);
  return answer.body.success;
}

export async function dryRun(app: FastifyInstance, token: string, id: string, settings: ImportSettings, lang?: string): Promise<ImportDryRun> {
  const answer = await call<{ success: ImportDryRun }>(app, 'POST', `/api/${routeUrl('imports.dryRun', { id })}`, { token, body: settings, lang });
  if (answer.status !== 200) throw new Error(`dry run: ${answer.status} ${answer.raw}`);
  return answer.body.success;
}

export async function getJob(app: FastifyInstance, token: string, id: string): Promise<ImportJob> {
  return (await call<{ success: ImportJob }>(app, 'GET', `/api/${routeUrl('imports.get', { id })}`, { token })).body.success;
}

/** Polls the job until it leaves 'running'. */
export async function waitForEnd(app: FastifyInstance, token: string, id: string): Promise<ImportJob> {
  for (;;) {
    const job = await getJob(app, token, id);
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function start(app: FastifyInstance, token: string, id: string, settings: ImportSettings): Promise<ImportJob> {
  const answer = await call<{ success: ImportJob }>(app, 'POST', `/api/${routeUrl('imports.start', { id })}`, { token, body: settings });
  if (answer.status !== 200) throw new Error(`start: ${answer.status} ${answer.raw}`);
  return answer.body.success;
}

/** Upload, start with the settings (the suggested mapping unless they give one), and wait for the end. */
export async function importFile(app: FastifyInstance, token: string, kind: ImportKind, file: { name: string; bytes: Uint8Array }, settings: Partial<ImportSettings> = {}): Promise<ImportJob> {
  const job = await upload(app, token, kind, file);
  await start(app, token, job._id, { mapping: job.file.mapping, ...settings });
  return waitForEnd(app, token, job._id);
}
