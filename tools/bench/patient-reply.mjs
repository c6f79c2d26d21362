/**
 * The patient's answer page (issue 38), as a cheap phone receives it: a reminder's personal link
 * made as the desk makes it (POST /api/reminder/:id), opened in Chromium with JavaScript off at
 * 360 px, every byte counted from the network log (head and encoded body); then the page's server
 * time for sequential GETs, beside the public settings' read on the same server.
 */
import { routeUrl } from '../../libs/contracts/src/routes.ts';
import { recordNetwork } from './web/network-log.ts';

/** Issue 38's ceiling for the whole page, every request included. */
export const REPLY_PAGE_GOAL_BYTES = 15 * 1024;

async function personalLink(base, auth) {
  const day = await fetch(`${base}/api/${routeUrl('reminders.day')}`, { headers: auth });
  if (!day.ok) throw new Error(`GET reminders: ${day.status}`);
  const item = (await day.json()).success.items.find((entry) => entry.state === 'booked');
  if (!item) throw new Error('no booked appointment on the reminders day of the demo clinic');
  const sent = await fetch(`${base}/api/${routeUrl('reminders.markSent', { id: item._id })}`, { method: 'POST', headers: auth });
  if (!sent.ok) throw new Error(`POST reminder: ${sent.status}`);
  return (await sent.json()).success.link;
}

export async function measurePatientReply(browser, base, auth, timeApi) {
  const link = await personalLink(base, auth);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const log = await recordNetwork(page);
  await page.goto(link);
  await log.quiet(300, 5_000);
  const transfers = log.transfers();
  await context.close();
  const path = new URL(link).pathname;
  return {
    requests: transfers.length,
    transferred: transfers.reduce((sum, t) => sum + t.transferred, 0),
    body: transfers.reduce((sum, t) => sum + t.body, 0),
    goal_bytes: REPLY_PAGE_GOAL_BYTES,
    server: await timeApi('GET /r/:token (the patient page)', 200, () => fetch(`${base}${path}`).then((r) => r.arrayBuffer())),
    neutral: await timeApi('GET /r/:token, an unknown token (neutral page)', 200, () => fetch(`${base}/r/AAAAAAAAAAAAAAAAAAAAAAAA`).then((r) => r.arrayBuffer())),
  };
}

export function printPatientReply(reply, reference) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(`\nPatient answer page (issue 38; Chromium, JavaScript off, 360 px; network log; goal: ≤ ${kb(reply.goal_bytes)} in all)`);
  console.log(`  requests ${reply.requests}, on the wire ${kb(reply.transferred)} (encoded bodies ${kb(reply.body)}) = ${Math.round((100 * reply.transferred) / reply.goal_bytes)} % of the goal`);
  for (const r of [reference, reply.server, reply.neutral]) console.log(`  ${r.name.padEnd(48)} p50 ${r.p50_ms} ms  p95 ${r.p95_ms} ms${r === reference ? '  reference' : ''}`);
}
