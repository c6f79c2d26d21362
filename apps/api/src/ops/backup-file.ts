import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { open, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BACKUP_NAME_PATTERN } from '@dental/contracts/schemas';
import * as tar from 'tar-stream';
import { z } from 'zod';

/**
 * The backup file: a gzip'd tar anyone can list with `tar tzf`, holding `backup.json` (what the
 * file is: product version, migration level, engine, row counts, the payload's checksum) first,
 * then the payload: PGlite's dump of its data directory, or a `pg_dump --format=custom` archive.
 */

export const BACKUP_FORMAT = 'dental-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'backup.json';

export type BackupEngine = 'pglite' | 'postgres';

/** The payload's name inside the file, by engine. */
export const PAYLOAD_NAME: Record<BackupEngine, string> = { pglite: 'pglite-data.tar', postgres: 'postgres.dump' };

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  productVersion: z.string(),
  migrationLevel: z.number().int().nonnegative(),
  engine: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  payload: z.object({ name: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  tables: z.record(z.string(), z.number().int().nonnegative()),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** What the maker of a backup knows; the format fields and the payload's size and checksum are added on writing. */
export type BackupInfo = Omit<BackupManifest, 'format' | 'formatVersion' | 'payload'>;

export type BackupFileProblem = 'missing' | 'damaged' | 'foreign' | 'checksum' | 'newer';

/** A file that cannot be restored, said in words a person running the server understands. */
export class BackupFileError extends Error {
  constructor(
    readonly file: string,
    readonly problem: BackupFileProblem,
    detail?: string,
  ) {
    super(`${file}: ${PROBLEM_TEXT[problem]}${detail ? ` (${detail})` : ''}.`);
    this.name = 'BackupFileError';
  }
}

const PROBLEM_TEXT: Record<BackupFileProblem, string> = {
  missing: 'no such file',
  damaged: 'the backup file is damaged or truncated',
  foreign: 'not a backup of this product',
  checksum: 'the backup file is damaged: its data does not match the checksum written inside it',
  newer: 'this backup was made by a newer version of the product: update the product first, then restore it',
};

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `dental-YYYYMMDD-HHMMSS[-mmm]-m<level>.tar.gz`, in the server's local time. */
export function backupFileName(at: Date, migrationLevel: number, withMillis = false): string {
  const day = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `dental-${day}-${time}${withMillis ? `-${pad(at.getMilliseconds(), 3)}` : ''}-m${migrationLevel}.tar.gz`;
}

/** A name in `dir` no file has yet: the second's name, or with the milliseconds when that one is taken. */
export function freeBackupPath(dir: string, at: Date, migrationLevel: number): string {
  const plain = join(dir, backupFileName(at, migrationLevel));
  if (!existsSync(plain)) return plain;
  const precise = join(dir, backupFileName(at, migrationLevel, true));
  if (!existsSync(precise)) return precise;
  throw new Error(`${precise} already exists: try again in a moment.`);
}

export function isBackupName(name: string): boolean {
  return BACKUP_NAME_PATTERN.test(name);
}

interface SpooledPayload {
  path: string;
  bytes: number;
  sha256: string;
}

async function spool(source: Readable, path: string): Promise<SpooledPayload> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    source,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(path),
  );
  return { path, bytes, sha256: hash.digest('hex') };
}

/**
 * Writes the backup file at `path` (which must not exist): under a temporary name in the same
 * folder, renamed at the end, so a file with the final name is always whole. A stream payload is
 * first spooled beside it (its size and checksum go in `backup.json`, which comes first).
 */
export async function writeBackupFile(path: string, info: BackupInfo, payload: Buffer | Readable): Promise<BackupManifest> {
  if (existsSync(path)) throw new Error(`${path} already exists.`);
  const stamp = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const temp = join(dirname(path), `.${basename(path)}.${stamp}.partial`);
  const spoolPath = join(dirname(path), `.${basename(path)}.${stamp}.payload`);
  try {
    const spooled = Buffer.isBuffer(payload) ? undefined : await spool(payload, spoolPath);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      ...info,
      payload: {
        name: PAYLOAD_NAME[info.engine],
        bytes: spooled ? spooled.bytes : (payload as Buffer).length,
        sha256: spooled ? spooled.sha256 : createHash('sha256').update(payload as Buffer).digest('hex'),
      },
    };
    const pack = tar.pack();
    const written = pipeline(Readable.from(pack), createGzip(), createWriteStream(temp, { flags: 'wx' }));
    const mtime = new Date(info.createdAt);
    pack.entry({ name: MANIFEST_ENTRY, mtime, mode: 0o644 }, `${JSON.stringify(manifest, null, 2)}\n`);
    const body = spooled ? createReadStream(spooled.path) : Readable.from([payload as Buffer]);
    await pipeline(body, entryWriter(pack, { name: manifest.payload.name, size: manifest.payload.bytes, mtime, mode: 0o644 }));
    pack.finalize();
    await written;
    await syncFile(temp);
    await rename(temp, path);
    return manifest;
  } finally {
    await unlink(temp).catch(() => undefined);
    await unlink(spoolPath).catch(() => undefined);
  }
}

/** A tar entry of `size` bytes as a node Writable (tar-stream's are streamx ones), finished once the archive has the entry whole. */
function entryWriter(pack: tar.Pack, header: { name: string; size: number; mtime: Date; mode: number }): Writable {
  let resolveDone: () => void = () => undefined;
  let rejectDone: (error: Error) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });
  const target = pack.entry(header, (error) => (error ? rejectDone(error) : resolveDone()));
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (target.write(chunk)) callback();
      else target.once('drain', () => callback());
    },
    final(callback) {
      target.end(undefined);
      done.then(() => callback(), callback);
    },
  });
}

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function hasGzipMagic(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function parseManifest(file: string, text: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text.toString('utf8'));
  } catch {
    throw new BackupFileError(file, 'foreign', `${MANIFEST_ENTRY} is not JSON`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) throw new BackupFileError(file, 'foreign', `${MANIFEST_ENTRY} does not describe a ${BACKUP_FORMAT}`);
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(file, 'newer', `file format ${version}, this product reads format ${BACKUP_FORMAT_VERSION}`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupFileError(file, 'damaged', `${MANIFEST_ENTRY} is incomplete`);
  if (parsed.data.payload.name !== PAYLOAD_NAME[parsed.data.engine]) throw new BackupFileError(file, 'damaged', 'unexpected payload name');
  return parsed.data;
}

/** What a consumer does with the payload's bytes once the manifest has been read. */
type PayloadSink = (manifest: BackupManifest, data: Readable) => Promise<void>;

/**
 * Reads a backup file entry by entry: `backup.json` first (checked), then the payload into `sink`
 * with its size and checksum verified. Without a sink, stops after the manifest. Every problem
 * is a BackupFileError.
 */
async function scan(file: string, sink?: PayloadSink): Promise<BackupManifest> {
  try {
    await stat(file);
  } catch {
    throw new BackupFileError(file, 'missing');
  }
  if (!(await hasGzipMagic(file))) throw new BackupFileError(file, 'foreign', 'it is not a .tar.gz file');
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const extract = tar.extract();
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    extract.destroy(error);
  };
  source.on('error', fail);
  gunzip.on('error', fail);
  source.pipe(gunzip).pipe(extract);

  let manifest: BackupManifest | undefined;
  let payloadSeen = false;
  try {
    for await (const entry of extract) {
      if (!manifest) {
        if (entry.header.name !== MANIFEST_ENTRY) throw new BackupFileError(file, 'foreign', `it does not begin with ${MANIFEST_ENTRY}`);
        manifest = parseManifest(file, await readAll(entry));
        if (!sink) break;
        continue;
      }
      if (payloadSeen || entry.header.name !== manifest.payload.name) {
        throw new BackupFileError(file, 'damaged', `unexpected entry ${entry.header.name}`);
      }
      payloadSeen = true;
      await checkedPayload(file, manifest, entry, sink);
    }
  } catch (error) {
    throw asFileError(file, failure ?? error);
  } finally {
    source.destroy();
    gunzip.destroy();
    extract.destroy();
  }
  if (failure) throw asFileError(file, failure);
  if (!manifest) throw new BackupFileError(file, 'foreign', 'it is an empty archive');
  if (sink && !payloadSeen) throw new BackupFileError(file, 'damaged', `${manifest.payload.name} is missing`);
  return manifest;
}

async function checkedPayload(file: string, manifest: BackupManifest, entry: AsyncIterable<unknown>, sink: PayloadSink | undefined): Promise<void> {
  const hash = createHash('sha256');
  let bytes = 0;
  const counted = Readable.from(
    (async function* () {
      for await (const item of entry) {
        const chunk = Buffer.from(item as Uint8Array);
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    })(),
  );
  if (sink) await sink(manifest, counted);
  else for await (const chunk of counted) void chunk;
  if (bytes !== manifest.payload.bytes) throw new BackupFileError(file, 'damaged', `${bytes} bytes of data, ${manifest.payload.bytes} expected`);
  if (hash.digest('hex') !== manifest.payload.sha256) throw new BackupFileError(file, 'checksum');
}

function asFileError(file: string, error: unknown): Error {
  if (error instanceof BackupFileError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') return error as Error;
  // zlib: Z_BUF_ERROR "unexpected end of file", Z_DATA_ERROR; tar-stream: "Unexpected end of data", "Invalid tar header".
  if (/header/i.test(message) && !/unexpected end/i.test(message) && code !== 'Z_BUF_ERROR') {
    return new BackupFileError(file, 'foreign', 'it is not a tar archive');
  }
  return new BackupFileError(file, 'damaged', message);
}

/** The manifest alone (for listing backups): reads no further than `backup.json`. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  return scan(file);
}

/** The whole file checked, the payload in memory. For large PostgreSQL dumps, see `extractBackupFile`. */
export async function readBackupFile(file: string): Promise<{ manifest: BackupManifest; payload: Buffer }> {
  let payload: Buffer = Buffer.alloc(0);
  const manifest = await scan(file, async (_manifest, data) => {
    payload = await readAll(data);
  });
  return { manifest, payload };
}

/** The whole file checked, the payload written to `payloadPath` (removed again when the file is refused). */
export async function extractBackupFile(file: string, payloadPath: string): Promise<BackupManifest> {
  try {
    return await scan(file, async (_manifest, data) => {
      await pipeline(data, createWriteStream(payloadPath, { flags: 'wx' }));
    });
  } catch (error) {
    await unlink(payloadPath).catch(() => undefined);
    throw error;
  }
}

/** Checks the whole file (manifest, payload size and checksum) without keeping the payload. */
export async function verifyBackupFile(file: string): Promise<BackupManifest> {
  return scan(file, async (_manifest, data) => {
    for await (const chunk of data) void chunk;
  });
}
