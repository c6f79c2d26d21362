import { runCli } from './demo/cli';

/** `npm run seed:demo`: the demo clinic CLI (see src/demo/cli.ts). */
void runCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then((code) => {
  process.exitCode = code;
});
