import { runDbCopy } from '../copy/run';

/** `npm run db:copy -- --to <postgres url> [--from <dir> | --backup <file>]`: see ../copy/args.ts. */
void runDbCopy(process.argv.slice(2), {
  env: process.env,
  cwd: process.env.INIT_CWD ?? process.cwd(),
  // npm runs scripts from the repository root, where the server resolves a relative DATA_DIR too.
  root: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then((code) => {
  process.exitCode = code;
});
