// npm run dev: the API (tsx watch) on 3000, the shell's dev server on http://localhost:4200 and
// each module's dev server behind it; every project rebuilds on change.
import { run } from './lib/run.mjs';

const code = await run('npx', ['nx', 'run-many', '-t', 'dev', '--parallel=8', '--output-style=stream'], {
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', PORT: '3000', NODE_ENV: 'development' },
});
process.exit(code);
