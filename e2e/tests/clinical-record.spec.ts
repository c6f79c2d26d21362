import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { writeDicom } from '../../apps/api/src/modules/clinical-files/dicom-writer';
import { apiCall, apiToken, expectAccessible, signedInAs, unique } from './helpers';

/**
 * The clinical record as the default Médecin role uses it (issue 37), in French and in Arabic: the
 * chart shows the act done on a sheet and the one a quote plans where they put them; a caries is
 * recorded on 36 with the keyboard alone; a PNG and a DICOM radiograph of 36 are uploaded, their
 * thumbnails shown, opened in the viewer, zoomed, inverted and compared; the tooth's history lists
 * the planned act, the condition and both images; no serious accessibility finding.
 */

const PASSWORD = 'secret-pass';
const LANGUAGES = ['fr', 'ar'] as const;

test.describe.configure({ mode: 'parallel' });

const WORDS = {
  fr: {
    tab: 'Dossier clinique',
    tooth: (num: string) => new RegExp(`^Dent ${num}\\b`),
    done: 'fait :',
    planned: 'prévu :',
    caries: 'carie',
    condition: 'État',
    record: 'Noter',
    history: (num: string) => `Historique de la dent ${num}`,
    teeth: 'Dents',
    kind: 'Type',
    send: 'Envoyer',
    retro: 'Rétro-alvéolaire',
    zoomIn: 'Zoom avant',
    invert: 'Inverser',
    compare: 'Comparer avec',
    zoomed: /Zoom 1[2-9]\d %/,
  },
  ar: {
    tab: 'الملف السريري',
    tooth: (num: string) => new RegExp(`^السن ${num}\\b`),
    done: 'منجز:',
    planned: 'مخطط:',
    caries: 'تسوس',
    condition: 'الحالة',
    record: 'تسجيل',
    history: (num: string) => `سجل السن ${num}`,
    teeth: 'الأسنان',
    kind: 'النوع',
    send: 'إرسال',
    retro: 'صورة ذروية',
    zoomIn: 'تكبير',
    invert: 'عكس الألوان',
    compare: 'المقارنة مع',
    zoomed: /1[2-9]\d/,
  },
} as const;

/** A drawn intra-oral radiograph as a PNG, and a 16-bit DICOM as a sensor exports it: made here, never downloaded. */
async function radiographs(): Promise<{ png: Buffer; dicom: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#111"/>
    <rect x="150" y="40" width="100" height="220" rx="30" fill="#ddd"/><rect x="185" y="140" width="30" height="110" fill="#777"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const rows = 240;
  const columns = 320;
  const pixels = new Uint16Array(rows * columns);
  for (let y = 0; y < rows; y += 1) for (let x = 0; x < columns; x += 1) pixels[y * columns + x] = Math.round(((x + y) / (rows + columns)) * 4095);
  const dicom = writeDicom({ rows, columns, pixels, bitsAllocated: 16, bitsStored: 12, window: { center: 2048, width: 4096 } });
  return { png, dicom };
}

/** A Médecin with a patient whose quote plans a crown on 36 and whose sheet did a filling on 16. */
async function doctorWithChart(request: APIRequestContext) {
  const token = await apiToken(request);
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const username = unique('dr.chart');
  const doctor = await apiCall(request, token, 'users.create', {
    body: { username, phone: '36300000', password: PASSWORD, doctor: { cabinet: true, percentage: 50 }, roles: [roles.find((role) => role.name === 'Médecin')!._id] },
  });
  expect(doctor.status).toBe(200);
  const doctorId = doctor.body.success!._id;
  const patient = await apiCall(request, token, 'patients.create', {
    body: { doctor: doctorId, name: unique('Patient Schéma '), contact: { phone: '36300001', whatsApp: '+222' }, yearOfBirth: 1985, isConsult: false },
  });
  const patientId = patient.body.success!._id;
  const treatment = async (name: string, type: string) => (await apiCall(request, token, 'treatments.create', { body: { name: unique(name), type, price: 4000 } })).body.success!;
  const crown = await treatment('Couronne ', 'prothese');
  const filling = await treatment('Composite ', 'prothese');
  const quote = await apiCall(request, token, 'quotes.create', {
    params: { patientId },
    body: { LineDevis: [{ treatment: filling._id, teeth: { nums: ['16'], surface: null }, doctor: doctorId }, { treatment: crown._id, teeth: { nums: ['36'], surface: null }, doctor: doctorId }] },
  });
  expect(quote.status).toBe(200);
  const sheet = await apiCall(request, token, 'sheets.create', { params: { patientId } });
  const fillingLine = quote.body.success!.LineDevis.find((line) => line.teeth.nums.includes('16'))!;
  const line = await apiCall(request, token, 'sheets.saveLine', {
    params: { patientId, ficheId: sheet.body.success!._id },
    body: { doctor: doctorId, treatment: filling._id, teeth: { nums: ['16'], surface: null }, devis: quote.body.success!._id, lineDevis: fillingLine._id },
  });
  expect(line.status, JSON.stringify(line.body)).toBe(200);
  const act = line.body.success!.LineFiche[0];
  const done = await apiCall(request, token, 'sheets.update', {
    params: { patientId, ficheId: sheet.body.success!._id },
    body: { _id: [act._id], dateAppointment: ['2026-01-12'], acte: [act.acte], amount: [act.amount], finish: [1] },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { username, doctorId, patientId, crown: crown.name, filling: filling.name };
}

/** Presses `key` until the focused tooth is `num` (the chart is one tab stop; arrows move between teeth). */
async function arrowTo(page: Page, key: 'ArrowRight' | 'ArrowLeft', name: RegExp) {
  for (let step = 0; step < 40; step += 1) {
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (name.test(label)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`no tooth ${name} by ${key}`);
}

for (const language of LANGUAGES) {
  test(`the clinical record in ${language}: chart, a caries on 36 by keyboard, radiographs in the viewer, the tooth's history`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];
    const file = await doctorWithChart(request);
    const page = await signedInAs(browser, file.username, PASSWORD, language);
    await page.goto(`/patient/${file.doctorId}/${file.patientId}/Manage/clinical`);
    await expect(page.getByRole('tab', { name: words.tab })).toHaveAttribute('aria-selected', 'true');

    // Done on 16 (the sheet), planned on 36 (the quote), in each tooth's words.
    const chart = page.getByRole('grid').first();
    await expect(chart.getByRole('gridcell', { name: words.tooth('16') })).toHaveAccessibleName(new RegExp(`${words.done}.*${file.filling}`));
    await expect(chart.getByRole('gridcell', { name: words.tooth('36') })).toHaveAccessibleName(new RegExp(`${words.planned}.*${file.crown}`));
    await expect(chart).toHaveAttribute('dir', 'ltr');

    // Keyboard alone: Tab into the chart, arrows to 36, Space chooses it, Tab to the condition, type it, Enter records.
    await page.getByRole('tab', { name: words.tab }).focus();
    for (let step = 0; step < 12 && !(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell')); step += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await arrowTo(page, 'ArrowRight', words.tooth('36'));
    await page.keyboard.press('Space');
    await expect(chart.getByRole('gridcell', { name: words.tooth('36') })).toHaveAttribute('aria-selected', 'true');
    const condition = page.getByRole('combobox', { name: words.condition, exact: true });
    for (let step = 0; step < 20 && !(await condition.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(condition).toBeFocused();
    await condition.selectOption({ label: await condition.locator('option', { hasText: new RegExp(`^${words.caries}$`, 'i') }).innerText() });
    await page.keyboard.press('Tab');
    for (let step = 0; step < 6 && !(await page.getByRole('button', { name: words.record, exact: true }).evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(chart.getByRole('gridcell', { name: words.tooth('36') })).toHaveAccessibleName(new RegExp(words.caries, 'i'));

    // Two radiographs of 36 at once: a PNG and a DICOM, each with its teeth; both thumbnails appear.
    const { png, dicom } = await radiographs();
    await page.locator('input[type="file"]').first().setInputFiles([
      { name: 'retro-36.png', mimeType: 'image/png', buffer: png },
      { name: 'capteur-36.dcm', mimeType: 'application/dicom', buffer: dicom },
    ]);
    const rows = page.getByLabel(words.teeth, { exact: true });
    await expect(rows).toHaveCount(2);
    await rows.nth(0).fill('36');
    await rows.nth(1).fill('36');
    await page.getByRole('button', { name: words.send, exact: true }).click();
    const thumbnails = page.locator('.patients-images button.patients-thumbnail');
    await expect(thumbnails).toHaveCount(2, { timeout: 20_000 });
    await expect(thumbnails.locator('img')).toHaveCount(2, { timeout: 15_000 });
    await expectAccessible(page, `clinical record (${language})`);

    // The viewer: zoom in, invert, then compare the two side by side.
    await thumbnails.first().click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.locator('img').first()).toBeVisible();
    await viewer.getByRole('button', { name: words.zoomIn }).first().click();
    await expect(viewer.locator('output').first()).toHaveText(words.zoomed);
    const invert = viewer.getByRole('button', { name: words.invert }).first();
    await invert.click();
    await expect(invert).toHaveAttribute('aria-pressed', 'true');
    const compare = viewer.getByLabel(words.compare);
    await compare.selectOption({ index: 1 });
    await expect(viewer.locator('.patients-viewer__pane')).toHaveCount(2);
    await expect(viewer.locator('.patients-viewer__pane img')).toHaveCount(2, { timeout: 15_000 });
    await expectAccessible(page, `image viewer (${language})`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // The tooth's history: the planned crown, the caries, both images.
    await chart.getByRole('gridcell', { name: words.tooth('36') }).focus();
    await page.keyboard.press('Enter');
    const history = page.getByRole('region', { name: words.history('36') });
    await expect(history).toBeVisible();
    await expect(history).toContainText(file.crown);
    await expect(history).toContainText(new RegExp(words.caries, 'i'));
    await expect(history.locator('.patients-thumbnail')).toHaveCount(2);
    await expect(history).toContainText(words.retro);
    await expectAccessible(page, `tooth history (${language})`);
    await page.context().close();
  });
}
