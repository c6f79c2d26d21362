import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '../../http/errors';

/**
 * What the served shell shares with the modules: the version of each shared request (`react`,
 * `@dental/ui`…), and the names it gives of those it does not give whole (a shell built before
 * those has none: it gives every package whole).
 */
export interface ShellProvides {
  shared: Readonly<Record<string, string>>;
  names?: Readonly<Record<string, readonly string[]>>;
}

/** The file the shell's build writes (tools/rspack createHostConfig) beside its index.html. */
export const SHELL_PROVIDES_FILE = 'shell-provides.json';

function isShellProvides(value: unknown): value is ShellProvides {
  if (!value || typeof value !== 'object') return false;
  const { shared, names } = value as { shared?: unknown; names?: unknown };
  const nameLists = names === undefined || (!!names && typeof names === 'object' && Object.values(names).every((list) => Array.isArray(list) && list.every((name) => typeof name === 'string')));
  return !!shared && typeof shared === 'object' && Object.values(shared).every((version) => typeof version === 'string') && nameLists;
}

/**
 * The shell this server serves, as a module build is checked against it. Read at each publish, not
 * at start: a shell rebuilt in place is the one users get on their next page.
 */
export class ServedShell {
  constructor(private readonly distDir: string) {}

  /** Its shell-provides.json; a shell built without one (or none at all) cannot vouch for any build. */
  async provides(): Promise<ShellProvides> {
    let value: unknown;
    try {
      value = JSON.parse(await readFile(join(this.distDir, SHELL_PROVIDES_FILE), 'utf8'));
    } catch {
      throw new ApiError(409, 'release.shellUnknown');
    }
    if (!isShellProvides(value)) throw new ApiError(409, 'release.shellUnknown');
    return value;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shell the web plugin serves (apps/shell/dist); absent when the server serves no web
     * application (an API-only test server), where builds are published unchecked against a shell.
     */
    servedShell?: ServedShell;
  }
}
