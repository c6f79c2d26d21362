import { consoleIo } from './common';
import { runBackupCommand } from './backup-command';

/** `npm run backup`: see backup-command.ts and the README, "Backups". */
void runBackupCommand(process.argv.slice(2), { env: process.env, cwd: process.cwd(), io: consoleIo }).then((code) => {
  process.exitCode = code;
});
