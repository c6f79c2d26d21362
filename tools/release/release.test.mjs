// The release command's pure parts: node --import tsx --test tools/release/
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { refusalText } from './api.mjs';
import { parseArgs } from './args.mjs';
import { readBuildFolder } from './build-folder.mjs';
import { UsageError } from './errors.mjs';
import { formatChange, formatOverview, formatStatus, table } from './format.mjs';

const context = { modules: ['admin', 'finance'], buildIdPattern: /^[0-9a-f]{16}$/ };
const parse = (line) => parseArgs(line.split(' ').filter(Boolean), context);
const BUILD = '0123456789abcdef';

test('each verb takes its arguments', () => {
  assert.deepEqual(parse('publish finance'), { verb: 'publish', module: 'finance', force: false });
  assert.deepEqual(parse('publish finance ./out'), { verb: 'publish', module: 'finance', folder: './out', force: false });
  assert.deepEqual(parse(`canary finance ${BUILD} 25`), { verb: 'canary', module: 'finance', build: BUILD, percent: 25, force: false });
  assert.deepEqual(parse(`canary finance ${BUILD} 0 --force`), { verb: 'canary', module: 'finance', build: BUILD, percent: 0, force: true });
  assert.deepEqual(parse('promote finance --force'), { verb: 'promote', module: 'finance', force: true });
  assert.deepEqual(parse('rollback finance'), { verb: 'rollback', module: 'finance', force: false });
  assert.deepEqual(parse(`rollback finance ${BUILD}`), { verb: 'rollback', module: 'finance', build: BUILD, force: false });
  assert.deepEqual(parse('status'), { verb: 'status', force: false });
  assert.deepEqual(parse('status admin'), { verb: 'status', module: 'admin', force: false });
  assert.deepEqual(parse('status --help'), { verb: 'help' });
});

test('usage errors name the problem', () => {
  const refused = (line, message) => assert.throws(() => parse(line), (error) => error instanceof UsageError && error.exitCode === 2 && message.test(error.message));
  refused('', /Missing verb/);
  refused('deploy finance', /Unknown verb "deploy"/);
  refused('publish', /publish needs <module>/);
  refused('publish billing', /Unknown module "billing": one of admin, finance/);
  refused('canary finance', /canary needs <module> <build> <percent>/);
  refused(`canary finance ${BUILD} 101`, /whole number from 0 to 100, not "101"/);
  refused(`canary finance ${BUILD} 12.5`, /not "12.5"/);
  refused(`canary finance ${BUILD} -1`, /does not take -1|not "-1"/);
  refused('canary finance 0123 10', /"0123" is not a build id/);
  refused('promote finance extra', /at most 1 argument\b/);
  refused('publish finance --force', /publish does not take --force/);
  refused('status --verbose', /status does not take --verbose/);
});

test("a refusal is the server's message", () => {
  assert.equal(refusalText(400, { err: 'No canary to promote for module finance' }, 'u'), 'No canary to promote for module finance');
  assert.equal(refusalText(300, { formErrors: ['Invalid build id', 'Invalid threshold'] }, 'u'), 'Invalid build id\nInvalid threshold');
  assert.equal(refusalText(502, null, 'http://x/api/release/finance'), 'Unexpected answer from http://x/api/release/finance: HTTP 502.');
});

test('a build folder is read whole, hidden files and precompressed copies left out, paths with forward slashes', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'release-folder-'));
  try {
    mkdirSync(path.join(folder, 'static/css'), { recursive: true });
    mkdirSync(path.join(folder, '.cache'));
    writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(folder, 'static/css/main.1234abcd.css'), 'a{}');
    writeFileSync(path.join(folder, '.DS_Store'), 'x');
    writeFileSync(path.join(folder, '.cache/x.js'), 'x');
    writeFileSync(path.join(folder, 'mf-manifest.json.br'), 'compressed');
    writeFileSync(path.join(folder, 'static/css/main.1234abcd.css.gz'), 'compressed');
    writeFileSync(path.join(folder, 'logo.svg.gz'), 'a file of its own');
    const files = await readBuildFolder(folder);
    assert.deepEqual(files, [
      { path: 'logo.svg.gz', content: Buffer.from('a file of its own').toString('base64') },
      { path: 'mf-manifest.json', content: Buffer.from('{}').toString('base64') },
      { path: 'static/css/main.1234abcd.css', content: Buffer.from('a{}').toString('base64') },
    ]);
    await assert.rejects(readBuildFolder(path.join(folder, 'missing')), /No build folder at .*missing/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

const thresholds = { minLoads: 30, windowMinutes: 10, maxFailurePercent: 2, marginPoints: 1, failingUsers: 3, usersWindowMinutes: 5 };
const build = (id, extra = {}) => ({ id, module: 'finance', url: `/modules/finance/builds/${id}/mf-manifest.json`, createdAt: '2026-11-27T02:40:00.000Z', createdBy: 'admin', files: 75, bytes: 5_600_000, bad: false, badReason: null, loads: 0, failures: 0, ...extra });
const event = (extra) => ({ _id: '1', at: '2026-11-27T02:45:10.500Z', module: 'finance', by: 'admin', fromBuild: null, toBuild: null, fromUrl: null, toUrl: null, percent: null, reason: '', figures: null, ...extra });
const BAD = 'fedcba9876543210';
const status = {
  module: 'finance',
  stable: { build: BUILD, url: `/modules/finance/builds/${BUILD}/mf-manifest.json` },
  canary: null,
  builds: [build(BAD, { bad: true, badReason: '3 users failed within 5 min', loads: 3, failures: 3 }), build(BUILD, { loads: 40, failures: 1 })],
  events: [event({ by: null, action: 'auto-rollback', fromBuild: BAD, toBuild: BUILD, percent: 0, reason: '3 users failed within 5 min' }), event({ action: 'canary', fromBuild: BUILD, toBuild: BAD, percent: 100 })],
  thresholds,
};

test('status shows the stable build, each build with its figures and state, and the events with who did them', () => {
  const text = formatStatus(status);
  assert.match(text, new RegExp(`stable  ${BUILD}  /modules/finance/builds/${BUILD}/mf-manifest.json`));
  assert.match(text, /canary {2}none/);
  assert.match(text, new RegExp(`${BAD}  2026-11-27 02:40:00  admin  75 +5\\.3 MB +3 +3 +bad: 3 users failed within 5 min`));
  assert.match(text, new RegExp(`${BUILD}  2026-11-27 02:40:00  admin  75 +5\\.3 MB +40 +1 +stable`));
  assert.match(text, new RegExp(`2026-11-27 02:45:10  auto +auto-rollback  ${BAD} → ${BUILD}  0 % +3 users failed within 5 min`));
  assert.match(text, new RegExp(`2026-11-27 02:45:10  admin +canary +${BUILD} → ${BAD}  100 %`));
  assert.match(text, /≥ 30 canary loads in 10 min fail at more than 2 % and more than the stable rate \+ 1 point\(s\), or when 3 distinct users fail within 5 min/);
});

test('the overview has a line per module', () => {
  const lines = formatOverview([status, { ...status, module: 'admin', stable: { build: 'bundled', url: '/modules/admin/mf-manifest.json' }, canary: { build: BUILD, url: '', percent: 10 }, builds: [], events: [] }]).split('\n');
  assert.match(lines[0], /^module +stable +canary +builds +bad +last event/);
  assert.match(lines[1], new RegExp(`^finance +${BUILD} +— +2 +1 +2026-11-27 02:45:10 auto auto-rollback$`));
  assert.match(lines[2], new RegExp(`^admin +bundled +${BUILD} at 10 % +0 +0 +—$`));
});

test('a change says what moved; a repeat says there was nothing to change', () => {
  const after = { ...status, canary: { build: BAD, url: '', percent: 25 } };
  assert.equal(formatChange({ changed: true, event: event({ action: 'canary', fromBuild: BUILD, toBuild: BAD, percent: 25 }), status: after }), `canary: ${BUILD} → ${BAD}, 25 %\nfinance: stable ${BUILD}, canary ${BAD} at 25 %`);
  assert.equal(formatChange({ changed: false, event: null, status: after }), `nothing to change (finance: stable ${BUILD}, canary ${BAD} at 25 %)`);
});

test('tables pad every column but the last', () => {
  assert.deepEqual(table(['a', 'bb', 'c'], [['xxx', 'y', 'free text'], ['', '', '']]), ['  a    bb  c', '  xxx  y   free text', '  ']);
});
