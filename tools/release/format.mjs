/** The release command's output: plain text tables, times in UTC, nothing coloured. */

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `2026-11-27T02:41:03.120Z` → `2026-11-27 02:41:03`. */
export function formatTime(iso) {
  return iso.slice(0, 19).replace('T', ' ');
}

/** Columns padded to their widest cell; the last column is not padded (it holds free text). */
export function table(headers, rows) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? String(cell) : String(cell).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].map((text) => `  ${text}`);
}

const percentText = (percent) => (percent === null || percent === undefined ? '' : `${percent} %`);

/** What users load now, in one line. */
export function stateLine(status) {
  const canary = status.canary ? `${status.canary.build} at ${status.canary.percent} %` : 'none';
  return `${status.module}: stable ${status.stable.build}, canary ${canary}`;
}

export function formatPublish({ build, created }, seconds) {
  return [
    `${build.id}`,
    `${created ? 'published' : 'already published'}: ${build.module} build ${build.id} (${build.files} files, ${formatBytes(build.bytes)}) in ${seconds.toFixed(1)} s`,
    `served at ${build.url}`,
    `next: npm run release -- canary ${build.module} ${build.id} <percent>`,
  ].join('\n');
}

/** A canary, promote or rollback: what changed, or that nothing had to. */
export function formatChange({ changed, event, status }) {
  if (!changed || !event) return `nothing to change (${stateLine(status)})`;
  const percent = event.action === 'canary' ? `, ${percentText(event.percent)}` : '';
  return [`${event.action}: ${event.fromBuild ?? '—'} → ${event.toBuild ?? '—'}${percent}`, stateLine(status)].join('\n');
}

function buildState(build, status) {
  const states = [];
  if (build.id === status.stable.build) states.push('stable');
  if (build.id === status.canary?.build) states.push(`canary ${status.canary.percent} %`);
  if (build.bad) states.push(`bad: ${build.badReason ?? 'no reason given'}`);
  return states.join(', ');
}

export function describeThresholds(t) {
  return (
    `rolled back by itself when ≥ ${t.minLoads} canary loads in ${t.windowMinutes} min fail at more than ${t.maxFailurePercent} % ` +
    `and more than the stable rate + ${t.marginPoints} point(s), or when ${t.failingUsers} distinct users fail within ${t.usersWindowMinutes} min`
  );
}

/** One module's whole release state. */
export function formatStatus(status) {
  const lines = [`${status.module}`, `  stable  ${status.stable.build}  ${status.stable.url}`];
  lines.push(status.canary ? `  canary  ${status.canary.build} at ${status.canary.percent} %  ${status.canary.url}` : '  canary  none');
  lines.push('', 'builds (loads and failures of the last 24 hours)');
  lines.push(
    ...(status.builds.length === 0
      ? ['  none published']
      : table(
          ['id', 'published (UTC)', 'by', 'files', 'size', 'loads', 'failures', 'state'],
          status.builds.map((build) => [build.id, formatTime(build.createdAt), build.createdBy ?? '—', build.files, formatBytes(build.bytes), build.loads, build.failures, buildState(build, status)]),
        )),
  );
  lines.push('', 'recent events');
  lines.push(
    ...(status.events.length === 0
      ? ['  none']
      : table(
          ['when (UTC)', 'who', 'action', 'from → to', '%', 'reason'],
          status.events.map((event) => [formatTime(event.at), event.by ?? 'auto', event.action, `${event.fromBuild ?? '—'} → ${event.toBuild ?? '—'}`, percentText(event.percent), event.reason]),
        )),
  );
  lines.push('', describeThresholds(status.thresholds));
  return lines.join('\n');
}

/** Every module in one table: `status` without a module. */
export function formatOverview(statuses) {
  return table(
    ['module', 'stable', 'canary', 'builds', 'bad', 'last event (UTC)'],
    statuses.map((status) => {
      const last = status.events[0];
      return [
        status.module,
        status.stable.build,
        status.canary ? `${status.canary.build} at ${status.canary.percent} %` : '—',
        status.builds.length,
        status.builds.filter((build) => build.bad).length,
        last ? `${formatTime(last.at)} ${last.by ?? 'auto'} ${last.action}` : '—',
      ];
    }),
  )
    .map((line) => line.slice(2))
    .join('\n');
}
