/**
 * Lighthouse (12, its default mobile configuration: simulated slow 4G and a 4× slower CPU) on the
 * login screen, performance category only, in Debian's Chromium: the speed issue's score and total
 * blocking time. Chromium is started by Playwright with a debugging port Lighthouse connects to.
 */
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

/** The speed issue's goals on /login. */
export const LIGHTHOUSE_GOALS = { score: 98, tbtMs: 150 };
const DEBUGGING_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9333);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** `runs` Lighthouse runs of `url` (each in a fresh tab, empty cache); the medians and each run. */
export async function lighthouseLogin(url, runs) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  const each = [];
  try {
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(url, { port: DEBUGGING_PORT, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const audit = (id) => Math.round(lhr.audits[id].numericValue);
      each.push({
        score: Math.round(lhr.categories.performance.score * 100),
        tbt_ms: audit('total-blocking-time'),
        fcp_ms: audit('first-contentful-paint'),
        lcp_ms: audit('largest-contentful-paint'),
        script_kib: Math.round(
          lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script').transferSize / 1024,
        ),
        version: lhr.lighthouseVersion,
      });
    }
  } finally {
    await browser.close();
  }
  return { url, runs: each, score: median(each.map((r) => r.score)), tbt_ms: median(each.map((r) => r.tbt_ms)) };
}
