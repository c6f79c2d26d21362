/**
 * The clinic's export of the bench's demo clinic (issue 39): GET /api/export as the administrator,
 * the zip read to its end and counted (not kept); the wall time, the zip's size, and the API
 * process's resident memory sampled every 50 ms from /proc/<pid>/status (VmRSS) before and during it.
 */
import { readFileSync } from 'node:fs';
import { routeUrl } from '../../libs/contracts/src/routes.ts';

const SAMPLE_MS = 50;

function residentBytes(pid) {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

export async function measureExport(base, auth, apiPid, patients) {
  const before = residentBytes(apiPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(apiPid));
  }, SAMPLE_MS);
  const started = performance.now();
  let bytes = 0;
  let firstByteMs;
  try {
    const response = await fetch(`${base}/api/${routeUrl('exports.clinic')}`, { headers: auth });
    if (!response.ok) throw new Error(`GET export: ${response.status} ${await response.text()}`);
    for await (const chunk of response.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, residentBytes(apiPid));
  return {
    patients,
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    first_byte_ms: Math.round(firstByteMs ?? 0),
    zip_bytes: bytes,
    rss_before_bytes: before,
    rss_peak_bytes: peak,
    method: `GET /api/export read to its end by fetch; VmRSS of the API process every ${SAMPLE_MS} ms`,
  };
}

export function printExport(e) {
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`\nClinic export (issue 39; ${e.patients} patients; GET /api/export read to its end)`);
  console.log(`  ${e.seconds.toFixed(1)} s (first bytes after ${e.first_byte_ms} ms), zip ${mb(e.zip_bytes)}`);
  console.log(`  API resident memory: ${mb(e.rss_before_bytes)} before, peak ${mb(e.rss_peak_bytes)} during (+${mb(e.rss_peak_bytes - e.rss_before_bytes)})`);
}
