import { UsageError } from './errors.mjs';

export const USAGE = `Usage: npm run release -- <verb> <arguments> [--force]

  publish  <module> [<build folder>]     upload a build (default apps/<module>/dist); prints its id
  canary   <module> <buildId> <percent>  give a published build to percent % of users (0-100; 0 ends the canary)
  promote  <module>                      the canary becomes the stable build, the canary ends
  rollback <module> [<buildId>]          stable back to the previous stable build (or to the named build)
  status   [<module>]                    builds, stable, canary %, loads and failures per build, recent events

  --force  canary, promote, rollback: use a build marked bad anyway

Environment: DENTAL_URL (default http://localhost:4200), a developer account in DENTAL_USER and
DENTAL_PASSWORD or a token in DENTAL_TOKEN, DENTAL_LANG for the server's messages (en, fr, ar; default en).`;

/** What each verb takes after the module: required and optional positional arguments. */
const VERBS = {
  publish: { required: ['module'], optional: ['folder'], force: false },
  canary: { required: ['module', 'build', 'percent'], optional: [], force: true },
  promote: { required: ['module'], optional: [], force: true },
  rollback: { required: ['module'], optional: ['build'], force: true },
  status: { required: [], optional: ['module'], force: false },
};

/**
 * The command line as a command: `{ verb, module?, build?, percent?, folder?, force }`, or
 * `{ verb: 'help' }`. Throws a UsageError naming the problem.
 */
export function parseArgs(argv, { modules, buildIdPattern }) {
  if (argv.some((arg) => arg === '--help' || arg === '-h')) return { verb: 'help' };
  const options = argv.filter((arg) => arg.startsWith('--'));
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const [verb, ...values] = positional;
  const shape = VERBS[verb];
  if (!shape) throw new UsageError(verb ? `Unknown verb "${verb}".` : 'Missing verb.');
  const unknown = options.find((option) => option !== '--force' || !shape.force);
  if (unknown) throw new UsageError(`${verb} does not take ${unknown}.`);
  const names = [...shape.required, ...shape.optional];
  if (values.length < shape.required.length) throw new UsageError(`${verb} needs ${shape.required.map((name) => `<${name}>`).join(' ')}.`);
  if (values.length > names.length) throw new UsageError(`${verb} takes at most ${names.length} argument${names.length === 1 ? '' : 's'}.`);

  const command = { verb, force: options.includes('--force') };
  names.forEach((name, i) => {
    if (values[i] !== undefined) command[name] = values[i];
  });
  if (command.module !== undefined && !modules.includes(command.module)) {
    throw new UsageError(`Unknown module "${command.module}": one of ${modules.join(', ')}.`);
  }
  if (command.build !== undefined && !buildIdPattern.test(command.build)) {
    throw new UsageError(`"${command.build}" is not a build id: 16 hexadecimal digits, as publish prints it.`);
  }
  if (command.percent !== undefined) command.percent = parsePercent(command.percent);
  return command;
}

function parsePercent(text) {
  const percent = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(percent >= 0 && percent <= 100)) throw new UsageError(`The percentage must be a whole number from 0 to 100, not "${text}".`);
  return percent;
}
