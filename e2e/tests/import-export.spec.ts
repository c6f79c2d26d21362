import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import { arabicCsv } from '../../libs/testing/src/import-files';
import { newStaff } from './agenda-helpers';
import { apiToken, expectAccessible, openInApp, signedInAs } from './helpers';

/**
 * Issue 39 in the browser, as the administrator, in French and in Arabic: the Arabic Excel CSV
 * (Windows-1256) is uploaded, its phone column mapped by hand, the dry run read, the import
 * followed on its progress bar; an imported patient is found by the quick search with the opening
 * balance the file gave; then the clinic and that patient's file are exported as zips.
 */

const TEXTS = {
  fr: {
    importTitle: 'Importer',
    file: 'Fichier CSV ou Excel (XLSX)',
    upload: 'Envoyer le fichier',
    facts: 'patients-ar-1256.csv · CSV, 5 lignes',
    detected: 'encodage détecté : Windows-1256 (arabe)',
    phone: 'Téléphone',
    balance: 'Solde repris',
    doctor: 'Médecin par défaut',
    noColumn: '— Aucune colonne —',
    dryRun: 'Vérifier (simulation)',
    counts: 'Résultat de la simulation',
    created: /À créer\s*5\s*Déjà présents\s*0\s*Refusés\s*0/,
    preview: 'Les 5 premières lignes telles qu’elles seront enregistrées',
    start: 'Importer',
    progress: /^Import en cours : lignes traitées \d \/ 5$/,
    finished: 'Import terminé — créés : 5, déjà présents : 0, refusés : 0',
    history: 'Historique des imports',
    quickSearch: 'Recherche rapide de patient',
    header: (name: string) => `Informations de ${name}`,
    owes: /Doit 3\s000,00 MRU/,
    exportFile: 'Exporter le dossier',
    exportTitle: 'Exporter les données',
    download: 'Télécharger l’export complet (zip)',
  },
  ar: {
    importTitle: 'استيراد',
    file: 'ملف CSV أو إكسل (XLSX)',
    upload: 'إرسال الملف',
    facts: 'patients-ar-1256.csv · CSV، 5 أسطر',
    detected: 'الترميز المكتشف: Windows-1256 (عربي)',
    phone: 'الهاتف',
    balance: 'الرصيد المرحّل',
    doctor: 'الطبيب الافتراضي',
    noColumn: '— بدون عمود —',
    dryRun: 'تحقق (محاكاة)',
    counts: 'نتيجة المحاكاة',
    created: /سيُنشأ\s*5\s*موجود مسبقا\s*0\s*مرفوض\s*0/,
    preview: 'أول 5 أسطر كما ستُحفظ',
    start: 'استيراد',
    progress: /^الاستيراد جارٍ: الأسطر المعالجة \d \/ 5$/,
    finished: 'انتهى الاستيراد — المُنشأ: 5، الموجود مسبقا: 0، المرفوض: 0',
    history: 'سجل الاستيراد',
    quickSearch: 'البحث السريع عن مريض',
    header: (name: string) => `معلومات ${name}`,
    owes: /مدين 3,000\.00 MRU/,
    exportFile: 'تصدير الملف',
    exportTitle: 'تصدير البيانات',
    download: 'تنزيل التصدير الكامل (zip)',
  },
} as const;

/** The patient of the file's row 4, whose opening balance is owed ("-3 000"). */
const DEBTOR = 'عائشة بنت محمود';

/**
 * The fixture with phones of this run: the file's rows are the same people in both languages'
 * runs, and the duplicate rule (same phone and name) would find the first run's patients.
 */
function arabicCsvOfThisRun() {
  const fixture = arabicCsv();
  const digits = String(Date.now()).slice(-5);
  const text = iconv.decode(Buffer.from(fixture.bytes), 'windows-1256').replace(/22 33 44 0(\d)/g, `2${digits}0$1`);
  return { name: fixture.name, buffer: iconv.encode(text, 'windows-1256'), mimeType: 'text/csv' };
}

/** The names of the files a downloaded zip holds. */
async function zipEntries(download: Download): Promise<string[]> {
  return Object.keys(unzipSync(new Uint8Array(readFileSync(await download.path()))));
}

/** Holds each read of the running import a moment, so that its progress stays on screen long enough to be read (5 rows take milliseconds). */
async function slowProgressReads(page: Page) {
  await page.route(/\/api\/import\/\d+$/, async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

for (const lang of ['fr', 'ar'] as const) {
  const text = TEXTS[lang];

  test(`imports the Arabic CSV and exports the clinic and a patient, in ${lang === 'fr' ? 'French' : 'Arabic'}`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request);
    const doctor = await newStaff(request, token, 'dr.import', 'Médecin', 'secret-pass-import');
    const file = arabicCsvOfThisRun();
    const page = await signedInAs(browser, 'admin', 'admin', lang);

    // 1. The file: its format, rows and the code page found.
    await openInApp(page, '/import');
    await expect(page.getByRole('heading', { name: text.importTitle, level: 1 })).toBeVisible();
    await page.getByLabel(text.file).setInputFiles(file);
    await page.getByRole('button', { name: text.upload }).click();
    await expect(page.getByText(text.facts)).toBeVisible();
    await expect(page.getByText(text.detected)).toBeVisible();

    // 2-3. The phone's header ("النقال") is none of the header words: its column is chosen by hand.
    await expect(page.getByLabel(text.phone, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(text.phone, { exact: true }).locator('option:checked')).toHaveText(text.noColumn);
    await expect(page.getByLabel(text.balance, { exact: true }).locator('option:checked')).toHaveText('الرصيد');
    await page.getByLabel(text.phone, { exact: true }).selectOption({ label: 'النقال' });
    await page.getByLabel(text.doctor).selectOption(doctor._id);
    await expectAccessible(page, `import (${lang})`);

    // 4. The dry run: five to create, the rows as they will be stored.
    await page.getByRole('button', { name: text.dryRun }).click();
    const counts = page.getByRole('region', { name: text.counts });
    await expect(counts).toContainText(text.created);
    const preview = page.getByRole('table', { name: text.preview });
    await expect(preview.getByRole('row').filter({ hasText: DEBTOR })).toContainText(/-3[\s,]000[.,]00/);
    await expectAccessible(page, `import dry run (${lang})`);
    await page.screenshot({ path: `test-results/import-export-${lang}.png`, fullPage: true });

    // 5. The import, followed on its progress bar, then how it ended.
    await slowProgressReads(page);
    await page.getByRole('button', { name: text.start, exact: true }).click();
    await expect(page.getByRole('progressbar', { name: text.progress })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.finished })).toBeVisible({ timeout: 15_000 });
    await page.unrouteAll({ behavior: 'wait' });
    await expect(page.getByRole('table', { name: text.history }).getByRole('row').filter({ hasText: file.name }).first()).toContainText('5 / 0 / 0');

    // The debtor, found by the home's quick search, owes the opening balance the file gave.
    await openInApp(page, '/');
    const quick = page.getByRole('combobox', { name: text.quickSearch });
    await quick.fill(DEBTOR);
    await page.getByRole('option').filter({ hasText: doctor.username }).first().click();
    const header = page.getByRole('region', { name: text.header(DEBTOR) });
    await expect(header).toContainText(text.owes);

    // The patient's whole file, from the header.
    const [patientZip] = await Promise.all([page.waitForEvent('download'), header.getByRole('button', { name: text.exportFile }).click()]);
    expect(patientZip.suggestedFilename()).toMatch(/^patient-.+\.zip$/);
    expect(await zipEntries(patientZip)).toEqual(expect.arrayContaining(['resume.html', 'LISEZMOI.txt']));

    // The whole clinic.
    await openInApp(page, '/export');
    await expect(page.getByRole('heading', { name: text.exportTitle, level: 1 })).toBeVisible();
    await expectAccessible(page, `export (${lang})`);
    await page.screenshot({ path: `test-results/import-export-export-${lang}.png` });
    const [clinicZip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.download }).click()]);
    expect(clinicZip.suggestedFilename()).toMatch(/^cabinet-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(await zipEntries(clinicZip)).toEqual(expect.arrayContaining(['patients.csv', 'LISEZMOI.txt']));
    await page.context().close();
  });
}
