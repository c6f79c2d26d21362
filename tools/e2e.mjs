// npm run e2e: production build, then Playwright in Debian's Chromium against the real server.
import { runOrExit } from './lib/run.mjs';

await runOrExit('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']);
await runOrExit('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
