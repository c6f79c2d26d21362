/**
 * A heavy patient file, built through the API as the clinic would (30 quotes of three lines, 300
 * payments, 20 treatment sheets each realising quote lines), and what opening it costs: each call
 * the file's sections make (p50/p95) and, in Chromium, the time until a section shows its rows.
 */

import { API_ROUTES, routeUrl } from '../../libs/contracts/src/routes.ts';

export const FILE_SIZE = { quotes: 30, payments: 300, sheets: 20 };
const TEETH = ['11', '12', '13', '14', '15', '16', '17', '21', '22', '23', '24', '25', '26', '27', '31', '32', '33', '34', '35', '36', '41', '42', '43', '44', '45', '46'];

/** One call of the route table, by its key; answers its `success`. */
async function call(base, auth, key, { params, query = '', body } = {}) {
  const { method } = API_ROUTES[key];
  const url = `${base}/api/${routeUrl(key, params)}${query}`;
  const response = await fetch(url, {
    method,
    headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`${key} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.success;
}

/** Creates the heavy file for a cabinet doctor; returns the patient's id. */
export async function buildHeavyFile(base, auth, doctorId) {
  const treatments = (await call(base, auth, 'treatments.list')).filter((t) => t.type !== 'gencive' && t.type !== 'conservative' && t.type !== 'implant');
  const modes = (await call(base, auth, 'paymentModes.list')).filter((mode) => !mode.archive);
  const patient = await call(base, auth, 'patients.create', { body: {
    doctor: doctorId,
    name: 'Bench — dossier chargé',
    contact: { phone: '36999999', whatsApp: '+222' },
    yearOfBirth: 1970,
    isConsult: false,
  } });
  const patientId = patient._id;
  const quotes = [];
  for (let q = 0; q < FILE_SIZE.quotes; q += 1) {
    const LineDevis = [0, 1, 2].map((l) => ({
      treatment: treatments[(q * 3 + l) % treatments.length]._id,
      teeth: { nums: [TEETH[(q + l) % TEETH.length]], surface: null },
      doctor: doctorId,
    }));
    quotes.push(await call(base, auth, 'quotes.create', { params: { patientId }, body: { reduce: q % 4 === 0 ? 10 : 0, LineDevis } }));
  }
  for (let s = 0; s < FILE_SIZE.sheets; s += 1) {
    const sheet = await call(base, auth, 'sheets.create', { params: { patientId }, body: {} });
    const quote = quotes[s];
    for (const line of quote.LineDevis.slice(0, 2)) {
      await call(base, auth, 'sheets.saveLine', { params: { patientId, ficheId: sheet._id }, body: {
        doctor: doctorId,
        treatment: line.treatment._id,
        devis: quote._id,
        lineDevis: line._id,
        teeth: { nums: line.teeth.nums, surface: null },
      } });
    }
  }
  for (let p = 0; p < FILE_SIZE.payments; p += 1) {
    const type = p % 10 === 0 ? 'consultations' : p % 10 === 1 ? 'soins' : 'payment';
    await call(base, auth, 'payments.create', { body: { doctor: doctorId, patient: patientId, amount: 500 + (p % 7) * 250, type, method: modes[p % modes.length]._id } });
  }
  return patientId;
}

/** The calls the file makes when its quote, payment and sheet sections open: [label, path]. */
export const fileCalls = (patientId) => [
  ['GET /api/patient/{id}', routeUrl('patients.get', { id: patientId })],
  ['GET /api/devis/{patientId} (30 quotes)', routeUrl('quotes.list', { patientId })],
  ['GET /api/payment?patient= (300 payments)', `${routeUrl('payments.list')}?patient=${patientId}`],
  ['GET /api/fiche/{patientId} (20 sheets)', routeUrl('sheets.list', { patientId })],
  ['GET /api/invoice?patient=', `${routeUrl('patientInvoices.list')}?patient=${patientId}`],
];

/**
 * Opens each section in a fresh, signed-in page and waits until its rows are on screen (the quote
 * table's 30 rows, the payment table's rows, the 20 sheets).
 */
export async function timeFileSections(browser, base, signInOnScreen, doctorId, patientId) {
  const file = `/patient/${doctorId}/${patientId}/Manage`;
  const sections = [
    ['devis', '.patients-documents .dn-table > tbody > tr', FILE_SIZE.quotes],
    ['payments', '.patients-visit .dn-table > tbody > tr', 1],
    ['fiches', '.patients-sheet', FILE_SIZE.sheets],
  ];
  const timings = {};
  for (const [section, rows, count] of sections) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await signInOnScreen(page);
    const began = performance.now();
    await page.evaluate((to) => globalThis.history.pushState(null, '', to), `${file}/${section}`);
    await page.waitForFunction(([selector, expected]) => globalThis.document.querySelectorAll(selector).length >= expected, [rows, count], { timeout: 30_000 });
    timings[`heavy_file_${section}_ms`] = Math.round(performance.now() - began);
    await context.close();
  }
  return timings;
}
