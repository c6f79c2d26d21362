// npm run release -- publish|canary|promote|rollback|status: a module's release path, against a
// running server (DENTAL_URL) as a developer account. Builds are stored by the server; see the
// README, "Releasing a module". Exit codes: 0 done (or nothing to change), 1 refused or
// unreachable, 2 usage error.
import path from 'node:path';
import { BUILD_ID_PATTERN } from '../libs/contracts/src/release-schemas.ts';
import { MODULE_NAMES } from '../libs/contracts/src/vocabulary.ts';
import { connect, readConnection } from './release/api.mjs';
import { parseArgs, USAGE } from './release/args.mjs';
import { readBuildFolder } from './release/build-folder.mjs';
import { CommandError, UsageError } from './release/errors.mjs';
import { formatChange, formatOverview, formatPublish, formatStatus } from './release/format.mjs';

const root = path.resolve(import.meta.dirname, '..');

const verbs = {
  async publish(call, { module, folder }) {
    // A folder named on the command line is relative to where the command was typed (npm runs scripts from the root).
    const buildFolder = folder ? path.resolve(process.env.INIT_CWD ?? process.cwd(), folder) : path.join(root, 'apps', module, 'dist');
    const started = performance.now();
    const files = await readBuildFolder(buildFolder);
    const result = await call('release.publish', { params: { name: module }, body: { files } });
    return formatPublish(result, (performance.now() - started) / 1000);
  },
  async canary(call, { module, build, percent, force }) {
    return formatChange(await call('release.canary', { params: { name: module }, body: { build, percent, force } }));
  },
  async promote(call, { module, force }) {
    return formatChange(await call('release.promote', { params: { name: module }, body: { force } }));
  },
  async rollback(call, { module, build, force }) {
    return formatChange(await call('release.rollback', { params: { name: module }, body: { build: build ?? null, force } }));
  },
  async status(call, { module }) {
    if (module) return formatStatus(await call('release.status', { params: { name: module } }));
    return formatOverview(await Promise.all(MODULE_NAMES.map((name) => call('release.status', { params: { name } }))));
  },
};

try {
  const command = parseArgs(process.argv.slice(2), { modules: MODULE_NAMES, buildIdPattern: BUILD_ID_PATTERN });
  if (command.verb === 'help') {
    console.log(USAGE);
  } else {
    const call = await connect(readConnection(process.env));
    console.log(await verbs[command.verb](call, command));
  }
} catch (error) {
  if (!(error instanceof CommandError)) throw error;
  console.error(error.message);
  if (error instanceof UsageError) console.error(`\n${USAGE}`);
  process.exitCode = error.exitCode;
}
