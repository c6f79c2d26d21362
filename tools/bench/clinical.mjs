/**
 * The clinical record's figures (issue 37): a 10 MB panoramic DICOM uploaded and turned into its
 * thumbnail and preview (p50/p95 of the upload's answer, the thumbnail read after it), the chart of
 * a patient with 300 acts on teeth (its API call, and in Chromium the time until the chart is
 * usable), and a patient with 200 images (the list's call, and in Chromium the time until the first
 * thumbnails show, with how many thumbnails the page asked for: only those near the screen).
 */

import sharp from 'sharp';
import { API_ROUTES, routeUrl } from '../../libs/contracts/src/routes.ts';
import { radiographDicom } from '../../apps/api/src/demo/clinical-images.ts';

export const CHART_ACTS = 300;
export const IMAGE_COUNT = 200;
const PANORAMIC_UPLOADS = 10;
const TEETH = ['11', '12', '13', '14', '15', '16', '17', '21', '22', '23', '24', '25', '26', '27', '31', '32', '33', '34', '35', '36', '37', '41', '42', '43', '44', '45', '46', '47'];

async function call(base, auth, key, { params, query = '', body } = {}) {
  const url = `${base}/api/${routeUrl(key, params)}${query}`;
  const response = await fetch(url, {
    method: API_ROUTES[key].method,
    headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`${key} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.success;
}

async function upload(base, auth, patientId, bytes, query) {
  const params = new URLSearchParams({ patient: patientId, takenOn: '2026-06-01', ...query });
  const response = await fetch(`${base}/api/${routeUrl('patientImages.upload')}?${params}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`upload: ${response.status} ${JSON.stringify(answer)}`);
  return answer.success;
}

async function newPatient(base, auth, doctorId, name) {
  const patient = await call(base, auth, 'patients.create', {
    body: { doctor: doctorId, name, contact: { phone: '36888888', whatsApp: '+222' }, yearOfBirth: 1975, isConsult: false },
  });
  return patient._id;
}

/** A patient whose quotes plan CHART_ACTS acts on teeth (25 quotes of four lines on three teeth), a third of them done on sheets. */
export async function buildChartPatient(base, auth, doctorId) {
  const treatments = (await call(base, auth, 'treatments.list')).filter((t) => !['gencive', 'conservative', 'implant'].includes(t.type));
  const patientId = await newPatient(base, auth, doctorId, 'Bench — schéma chargé');
  const linesPerQuote = 4;
  const teethPerLine = 3;
  const quotes = CHART_ACTS / (linesPerQuote * teethPerLine);
  for (let q = 0; q < quotes; q += 1) {
    const LineDevis = Array.from({ length: linesPerQuote }, (_, l) => ({
      treatment: treatments[(q * linesPerQuote + l) % treatments.length]._id,
      teeth: { nums: Array.from({ length: teethPerLine }, (_, k) => TEETH[(q * 3 + l * 5 + k * 9) % TEETH.length]).filter((tooth, i, all) => all.indexOf(tooth) === i), surface: null },
      doctor: doctorId,
    }));
    const quote = await call(base, auth, 'quotes.create', { params: { patientId }, body: { LineDevis } });
    if (q % 3 !== 0) continue;
    // A third of the quotes done on a sheet: their first line, all its teeth.
    const sheet = await call(base, auth, 'sheets.create', { params: { patientId }, body: {} });
    const line = quote.LineDevis[0];
    const saved = await call(base, auth, 'sheets.saveLine', {
      params: { patientId, ficheId: sheet._id },
      body: { doctor: doctorId, treatment: line.treatment._id, devis: quote._id, lineDevis: line._id, teeth: { nums: line.teeth.nums, surface: null } },
    });
    const act = saved.LineFiche[0];
    await call(base, auth, 'sheets.update', {
      params: { patientId, ficheId: sheet._id },
      body: { _id: [act._id], dateAppointment: ['2026-05-04'], acte: [act.acte], amount: [act.amount], finish: [1] },
    });
  }
  return patientId;
}

/** A patient with IMAGE_COUNT small radiographs (each its own bytes), on teeth. */
export async function buildImagePatient(base, auth, doctorId) {
  const patientId = await newPatient(base, auth, doctorId, 'Bench — 200 radiographies');
  const drawing = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#303030' } }).png().toBuffer();
  for (let i = 0; i < IMAGE_COUNT; i += 1) {
    const bytes = await sharp(drawing).composite([{ input: { create: { width: 40, height: 40, channels: 3, background: { r: i % 256, g: 200, b: 200 } } }, left: (i * 7) % 600, top: (i * 3) % 440 }]).png().toBuffer();
    await upload(base, auth, patientId, bytes, { kind: 'retro_alveolaire', teeth: TEETH[i % TEETH.length], name: `bench-${i}.png` });
  }
  return patientId;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** PANORAMIC_UPLOADS uploads of a 10 MB panoramic DICOM (2560 × 2048, 16 bits; each its own bytes): the answer comes once the thumbnail and preview are made. */
export async function timePanoramicUploads(base, auth, patientId) {
  const panoramic = await radiographDicom(2560, 2048, 'panoramic');
  const uploads = [];
  const thumbs = [];
  for (let i = 0; i < PANORAMIC_UPLOADS; i += 1) {
    const bytes = Buffer.from(panoramic);
    bytes.writeUInt16LE(i, bytes.length - 2);
    const began = performance.now();
    const image = await upload(base, auth, patientId, bytes, { kind: 'panoramique', name: `panoramique-${i}.dcm` });
    uploads.push(performance.now() - began);
    const read = performance.now();
    const thumb = await fetch(`${base}/api/${routeUrl('patientImages.file', { id: image._id })}?variant=thumb`, { headers: auth });
    await thumb.arrayBuffer();
    thumbs.push(performance.now() - read);
  }
  uploads.sort((a, b) => a - b);
  thumbs.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms);
  return {
    bytes: panoramic.length,
    runs: PANORAMIC_UPLOADS,
    upload_p50_ms: round(percentile(uploads, 50)),
    upload_p95_ms: round(percentile(uploads, 95)),
    thumb_p50_ms: round(percentile(thumbs, 50)),
    thumb_p95_ms: round(percentile(thumbs, 95)),
  };
}

/** The chart's and the image list's calls: [label, path]. */
export const clinicalCalls = (chartPatient, imagePatient) => [
  [`GET /api/clinical/chart (${CHART_ACTS} acts)`, `${routeUrl('clinical.chart')}?patient=${chartPatient}`],
  [`GET /api/clinical/image (${IMAGE_COUNT} images)`, `${routeUrl('patientImages.list')}?patient=${imagePatient}`],
];

/**
 * In Chromium, signed in, the clinical tab opened as a link would: the time until the chart of
 * CHART_ACTS acts is usable (its teeth named with their planned and done acts), and until the first
 * thumbnails of IMAGE_COUNT images show, with the number of thumbnails the page read by then.
 */
export async function timeClinicalScreens(browser, base, signInOnScreen, doctorId, chartPatient, imagePatient) {
  const open = async (patientId, ready) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let thumbnails = 0;
    page.on('request', (request) => {
      if (request.url().includes('variant=thumb')) thumbnails += 1;
    });
    await page.goto(`${base}/login`);
    await signInOnScreen(page);
    const began = performance.now();
    await page.evaluate((to) => {
      globalThis.history.pushState(null, '', to);
      globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
    }, `/patient/${doctorId}/${patientId}/Manage/clinical`);
    await ready(page);
    const ms = Math.round(performance.now() - began);
    await context.close();
    return { ms, thumbnails };
  };
  const chart = await open(chartPatient, (page) =>
    page.waitForFunction(() => [...globalThis.document.querySelectorAll('[role="gridcell"]')].filter((cell) => /prévu|fait/.test(cell.getAttribute('aria-label') ?? '')).length >= 10, null, { timeout: 30_000 }),
  );
  // The images are below the chart and the notes: the list is scrolled to, as a user would, and its first thumbnails awaited.
  const images = await open(imagePatient, async (page) => {
    const grid = page.locator('.patients-images__grid');
    await grid.waitFor({ timeout: 30_000 });
    await grid.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => globalThis.document.querySelectorAll('.patients-images__grid img').length >= 4, null, { timeout: 30_000 });
  });
  return { chart_ms: chart.ms, images_first_thumbnails_ms: images.ms, thumbnails_read: images.thumbnails };
}

export function printClinical(clinical) {
  const { panoramic, api, pages } = clinical;
  console.log(`\nClinical record (issue 37; tools/bench/clinical.mjs)`);
  console.log(`  upload of a ${(panoramic.bytes / 1024 / 1024).toFixed(1)} MB panoramic DICOM, thumbnail and preview made   p50 ${panoramic.upload_p50_ms} ms  p95 ${panoramic.upload_p95_ms} ms  (n=${panoramic.runs})`);
  console.log(`  its thumbnail read after                                             p50 ${panoramic.thumb_p50_ms} ms  p95 ${panoramic.thumb_p95_ms} ms`);
  for (const r of api) console.log(`  ${r.name.padEnd(48)} p50 ${r.p50_ms} ms  p95 ${r.p95_ms} ms`);
  console.log(`  time to usable, the chart of ${CHART_ACTS} acts (Chromium)        ${pages.chart_ms} ms`);
  console.log(`  time to the first thumbnails of ${IMAGE_COUNT} images (Chromium)  ${pages.images_first_thumbnails_ms} ms, ${pages.thumbnails_read} thumbnails read of ${IMAGE_COUNT}`);
}
