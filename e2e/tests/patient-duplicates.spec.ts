import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, apiToken, unique } from './helpers';

/**
 * Issue 19: one patient, one file. The add-patient form shows the likely duplicate before creating
 * (open this file, or create anyway), the quick search finds "Penda" from "pénda", and a phone
 * with letters is refused before anything is sent. In French and in Arabic.
 */

const TEXTS = {
  fr: {
    quickSearch: 'Recherche rapide de patient',
    add: 'Ajouter un patient',
    submit: 'Ajouter',
    doctor: 'Médecin',
    name: 'Nom',
    phone: 'Téléphone',
    year: 'Année de naissance',
    phoneInvalid: 'Le téléphone ne peut contenir que des chiffres et des espaces, avec un + au début',
    duplicate: 'Ce patient a peut-être déjà un dossier',
    open: 'Ouvrir ce dossier',
    createAnyway: 'Créer quand même',
    added: (name: string) => `« ${name} » a été ajouté.`,
    regNo: (regNo: string) => `N° ${regNo}`,
  },
  ar: {
    quickSearch: 'البحث السريع عن مريض',
    add: 'إضافة مريض',
    submit: 'إضافة',
    doctor: 'الطبيب',
    name: 'الاسم',
    phone: 'الهاتف',
    year: 'سنة الميلاد',
    phoneInvalid: 'لا يمكن أن يحتوي الهاتف إلا على أرقام ومسافات، مع علامة + في البداية',
    duplicate: 'قد يكون لهذا المريض ملف بالفعل',
    open: 'فتح هذا الملف',
    createAnyway: 'إنشاء على أي حال',
    added: (name: string) => `تمت إضافة «${name}».`,
    regNo: (regNo: string) => `رقم ${regNo}`,
  },
} as const;

/** Letters only, so that the name has no digit: a suffix keeps each run's Penda apart. */
const letters = () => unique('').replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]);

/** Eight digits no other patient has. */
const phoneNumber = () => `3${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;

async function arrange(request: APIRequestContext) {
  const token = await apiToken(request);
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const username = unique('dr.penda');
  const doctor = await apiCall(request, token, 'users.create', {
    body: { username, phone: '36000000', password: 'secret-pass', doctor: { cabinet: true, percentage: 50 }, roles: [roles[0]._id] },
  });
  expect(doctor.status).toBe(200);
  const doctorId = doctor.body.success!._id;
  const name = `Penda Diop ${letters()}`;
  const phone = phoneNumber();
  const created = await apiCall(request, token, 'patients.create', {
    body: { doctor: doctorId, name, contact: { phone, whatsApp: '+222' }, yearOfBirth: 1980, isConsult: false },
  });
  expect(created.status).toBe(200);
  const passed = await apiCall(request, token, 'patients.pass', { body: { patient: created.body.success!._id } });
  expect(passed.status).toBe(200);
  return { token, doctorId, username, patient: passed.body.success!, phone };
}

async function signInIn(page: Page, lang: 'fr' | 'ar') {
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

for (const lang of ['fr', 'ar'] as const) {
  const text = TEXTS[lang];

  test(`one patient, one file, in ${lang === 'fr' ? 'French' : 'Arabic'}`, async ({ page, request }) => {
    const { token, doctorId, username, patient, phone } = await arrange(request);
    await signInIn(page, lang);

    // The quick search: "pénda" finds Penda, with number and doctor.
    const quick = page.getByRole('combobox', { name: text.quickSearch });
    await quick.fill(`pénda   DIOP ${patient.name.split(' ')[2].toUpperCase()}`);
    const hit = page.getByRole('option', { name: new RegExp(patient.name) });
    await expect(hit).toContainText(text.regNo(patient.RegNo!));
    await expect(hit).toContainText(username);
    await quick.fill('');

    // The add-patient form: a phone with letters is refused on screen, nothing is sent.
    await page.getByRole('button', { name: text.add }).click();
    const form = page.getByRole('dialog', { name: text.add });
    await form.getByLabel(text.doctor).selectOption(doctorId);
    const typedName = `  ${patient.name.toLowerCase().replace('penda', 'pénda')} `;
    await form.getByLabel(text.name).fill(typedName);
    await form.getByLabel(text.phone).fill('12ab');
    await form.getByLabel(text.year).fill('1980');
    await form.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(form.getByRole('alert')).toContainText(text.phoneInvalid);
    await expect(form.getByLabel(text.phone)).toHaveAttribute('aria-invalid', 'true');

    // The same person: the form shows N° … instead of creating a second file.
    await form.getByLabel(text.phone).fill(phone);
    await form.getByRole('button', { name: text.submit, exact: true }).click();
    const panel = form.getByRole('region', { name: text.duplicate });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByRole('listitem')).toContainText(text.regNo(patient.RegNo!));
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/patient-duplicates-${lang}.png` });

    // Create anyway: a second file, with its consultation.
    await panel.getByRole('button', { name: text.createAnyway }).click();
    await expect(form.getByText(text.added(typedName.trim()))).toBeVisible();
    const files = await apiCall(request, token, 'patients.duplicates', { query: { name: patient.name, yearOfBirth: 1980 } });
    expect(files.body.success!.map((file) => file.name.toLowerCase().replace('pénda', 'penda'))).toEqual([patient.name.toLowerCase(), patient.name.toLowerCase()]);

    // Typed once more: both files are offered, and "open this file" goes to N° …'s.
    await form.getByLabel(text.doctor).selectOption(doctorId);
    await form.getByLabel(text.name).fill(patient.name);
    await form.getByLabel(text.phone).fill(phone);
    await form.getByLabel(text.year).fill('1980');
    await form.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await panel.getByRole('listitem').filter({ hasText: text.regNo(patient.RegNo!) }).getByRole('link', { name: text.open }).click();
    await expect(page).toHaveURL(new RegExp(`/patient/${doctorId}/${patient._id}/Manage/devis$`));
  });
}
