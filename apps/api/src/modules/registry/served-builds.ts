import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DECLARATIONS_FILE, MODULE_NAMES, type ModuleName } from '@dental/contracts';
import type { Queryable } from '../../db/types';
import { readBuildFile } from '../release/builds';

/** What the shell reads of a build before loading any of its code. */
export interface BuildDescription {
  manifest: unknown;
  declarations: unknown;
}

const MANIFEST_FILE = 'mf-manifest.json';
const STORED_MANIFEST = /^\/modules\/([a-z]+)\/builds\/([0-9a-f]{16})\/mf-manifest\.json$/;
const BUNDLED_MANIFEST = /^\/modules\/([a-z]+)\/mf-manifest\.json$/;
/** Stored builds described at most: past it the oldest are read again when named. */
const STORED_KEPT = 64;

const isModule = (name: string): name is ModuleName => (MODULE_NAMES as readonly string[]).includes(name);

/**
 * The module builds this server serves itself (web.ts), described for the registry's list: the
 * bundled ones from apps/<module>/dist, read at each call (a rebuild in place is seen at once), and
 * the stored ones from the database, kept (a stored build never changes). A build served elsewhere,
 * or one whose files cannot be read, is not described: the shell fetches its files as before.
 */
export class ServedBuilds {
  private readonly stored = new Map<string, Promise<BuildDescription | null>>();

  constructor(
    private readonly root: string,
    private readonly db?: Queryable,
  ) {}

  /** `url`: a manifest URL as the registry names it (a site-relative path, with or without a query). */
  describe(url: string): Promise<BuildDescription | null> {
    const path = url.split('?')[0];
    const stored = STORED_MANIFEST.exec(path);
    if (stored && isModule(stored[1])) return this.storedBuild(stored[1], stored[2]);
    const bundled = BUNDLED_MANIFEST.exec(path);
    if (bundled && isModule(bundled[1])) return this.bundledBuild(bundled[1]);
    return Promise.resolve(null);
  }

  private async bundledBuild(module: ModuleName): Promise<BuildDescription | null> {
    const dist = join(this.root, 'apps', module, 'dist');
    return described(
      readFile(join(dist, MANIFEST_FILE)).catch(() => null),
      readFile(join(dist, DECLARATIONS_FILE)).catch(() => null),
    );
  }

  private storedBuild(module: ModuleName, id: string): Promise<BuildDescription | null> {
    const key = `${module}/${id}`;
    const known = this.stored.get(key);
    if (known) return known;
    const { db } = this;
    if (!db) return Promise.resolve(null);
    const read = described(
      readBuildFile(db, module, id, MANIFEST_FILE).then((file) => file?.content ?? null),
      readBuildFile(db, module, id, DECLARATIONS_FILE).then((file) => file?.content ?? null),
    );
    // A failed read is not kept: the next list reads again.
    read.then((description) => description ?? this.stored.delete(key), () => this.stored.delete(key));
    this.stored.set(key, read);
    for (const oldest of this.stored.keys()) {
      if (this.stored.size <= STORED_KEPT) break;
      this.stored.delete(oldest);
    }
    return read;
  }
}

async function described(manifest: Promise<Buffer | null>, declarations: Promise<Buffer | null>): Promise<BuildDescription | null> {
  const [manifestBytes, declarationsBytes] = await Promise.all([manifest, declarations]);
  if (!manifestBytes || !declarationsBytes) return null;
  try {
    return { manifest: JSON.parse(manifestBytes.toString('utf8')), declarations: JSON.parse(declarationsBytes.toString('utf8')) };
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The module builds the web plugin serves; absent on a server without the web application. */
    servedBuilds?: ServedBuilds;
  }
}
