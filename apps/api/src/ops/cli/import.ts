import { consoleIo } from './common';
import { runImportCommand } from './import-command';

/** `npm run import`: see import-command.ts and the README. */
void runImportCommand(process.argv.slice(2), { env: process.env, cwd: process.cwd(), io: consoleIo }).then((code) => {
  process.exitCode = code;
});
