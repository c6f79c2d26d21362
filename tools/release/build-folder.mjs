import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { CommandError } from './errors.mjs';

/**
 * Every file a build wrote, as the publish call takes them: path relative to the folder with
 * forward slashes, content in base64. Hidden files and folders (.DS_Store, .cache…) are left out,
 * and so are the build's precompressed copies (`x.js.br`, `x.js.gz` beside `x.js`): the server
 * compresses a stored build's answers itself, and the build id stays that of the files it runs.
 */
export async function readBuildFolder(folder) {
  const info = await stat(folder).catch(() => null);
  if (!info?.isDirectory()) throw new CommandError(`No build folder at ${folder}: build the module first (npx nx run <module>:build) or name its folder.`);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !relative.split('/').some((segment) => segment.startsWith('.')));
  const written = new Set(files);
  const runnable = files.filter((relative) => !/\.(?:br|gz)$/.test(relative) || !written.has(relative.replace(/\.(?:br|gz)$/, ''))).sort();
  if (runnable.length === 0) throw new CommandError(`The build folder ${folder} is empty.`);
  return Promise.all(runnable.map(async (relative) => ({ path: relative, content: (await readFile(path.join(folder, relative))).toString('base64') })));
}
