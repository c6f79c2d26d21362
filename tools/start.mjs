// npm start: builds what is missing (Nx cache makes a rebuild of unchanged projects instant) and
// starts the one server on http://localhost:4200 that serves the API, the shell and every module.
import { runOrExit } from './lib/run.mjs';

await runOrExit('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']);
const port = process.env.PORT ?? '4200';
console.log(`\nStarting on http://localhost:${port}  (first start: sign in as admin / admin)\n`);
await runOrExit('node', ['apps/api/dist/main.js'], { env: { ...process.env, PORT: port } });
