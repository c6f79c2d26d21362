import { consoleIo } from './common';
import { runRestoreCommand } from './restore-command';

/** `npm run restore -- <file> [--force]`: see restore-command.ts and the README, "Backups". */
void runRestoreCommand(process.argv.slice(2), { env: process.env, cwd: process.cwd(), typedIn: process.env.INIT_CWD ?? process.cwd(), io: consoleIo }).then((code) => {
  process.exitCode = code;
});
