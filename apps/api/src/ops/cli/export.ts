import { consoleIo } from './common';
import { runExportCommand } from './export-command';

/** `npm run export`: see export-command.ts and the README. */
void runExportCommand(process.argv.slice(2), { env: process.env, cwd: process.cwd(), io: consoleIo }).then((code) => {
  process.exitCode = code;
});
