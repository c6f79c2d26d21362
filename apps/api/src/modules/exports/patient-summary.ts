import { appointmentStateParam, conditionName, moneyParam, paramText, paymentModeName, type AppointmentState, type Language } from '@dental/contracts';
import { balanceStanding } from '@dental/domain';
import type { PatientSummaryData, StoredItem } from './patient-summary-data';
import { SUMMARY_TEXTS } from './summary-texts';

/**
 * resume.html: a patient's file as one printable page in the request's language (Arabic right to
 * left), every figure as the patient file shows it. Where each image and document sits in the zip.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
/** A value without letters (a phone, teeth, a day, a number) keeps its left-to-right order inside an Arabic page. */
const isolated = (text: string) => (/\p{L}/u.test(text) || text === '' ? escape(text) : `<bdi dir="ltr">${escape(text)}</bdi>`);
/** A heading of words and a day: the day isolated. */
const dated = (words: string, day: string) => `${escape(words)} — ${isolated(day)}`;

type Cell = string | number | null;

function table(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const head = headers.map((h) => `<th>${escape(h)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${isolated(cell === null ? '' : String(cell))}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function part(title: string, content: string, count: number): string {
  return count === 0 ? '' : `<section><h2>${escape(title)}</h2>${content}</section>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:2em;color:#111}h1{margin:0 0 .2em}h2{border-bottom:1px solid #999;margin-top:1.5em}
h3{margin:1em 0 .3em}table{border-collapse:collapse;width:100%;margin:.3em 0}th,td{border:1px solid #bbb;padding:.2em .4em;text-align:start;vertical-align:top}
dl{display:grid;grid-template-columns:max-content auto;gap:.2em 1em}dt{font-weight:600}.pre{white-space:pre-wrap}
@media print{body{margin:0}section{break-inside:avoid-page}}`;

/** Where each of a patient's images and documents is in the zip. */
export type StoredPaths = Map<StoredItem, string>;

export function patientSummaryHtml(data: PatientSummaryData, language: Language, paths: StoredPaths, today: string): string {
  const t = SUMMARY_TEXTS[language];
  const c = t.columns;
  const money = (amount: number) => paramText(moneyParam(amount), language);
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
  const teeth = (nums: readonly string[], surface: string | null) => [nums.join(', '), surface].filter(Boolean).join(' ');
  const { patient } = data;
  const standing = balanceStanding(patient.balance);
  const identity: [string, string | null][] = [
    [t.regNo, patient.RegNo],
    [t.name, patient.name],
    [t.phone, patient.contact.phone],
    [t.whatsApp, patient.contact.whatsApp],
    [t.address, patient.address],
    [t.birthYear, patient.dob === null ? null : String(patient.dob)],
    [t.health, patient.HealthCondition],
    [t.doctors, data.doctors.join(', ')],
    [t.insurer, data.insurer ?? t.none],
    ...(data.insurer
      ? ([
          [t.membership, patient.assurance.registrationNumber],
          [t.covered, patient.assurance.percentCovered === null ? null : `${patient.assurance.percentCovered} %`],
        ] as [string, string | null][])
      : []),
    [t.balance, `${money(patient.balance)} (${t.standing[standing]})`],
  ];
  const quotes = data.quotes
    .map(
      (quote) =>
        `<h3>${dated(`${t.quote} ${quote.numDevis}`, day(quote.createdAt))}</h3>` +
        table(
          [c.treatment, c.teeth, c.price, c.discount, c.total],
          quote.LineDevis.map((line) => [line.treatment.name, teeth(line.teeth.nums, line.teeth.surface), money(line.price), money(line.discount), money(line.total)]),
        ) +
        table([c.total, `${c.reduction} (${quote.reduce} %)`, c.remainder], [[money(quote.total), money(quote.reduction), money(quote.remainder)]]),
    )
    .join('');
  const invoices = table(
    [t.invoice, c.date, c.total, c.reduction, c.amountDue],
    data.invoices.map((invoice) => [invoice.numInvoice, day(invoice.createdAt), money(invoice.total), money(invoice.reduction), money(invoice.amountDue)]),
  );
  const payments = table(
    [c.date, c.amount, c.method, c.receipt],
    data.payments.map((payment) => [payment.paymentDate, money(payment.amount), payment.supported ? data.insurer : payment.method ? paymentModeName(payment.method.name, language) : null, payment.receiptNo ?? null]),
  );
  const sheets = data.sheets
    .map(
      (sheet) =>
        `<h3>${dated(`${t.sheet} ${sheet.numFiche}`, day(sheet.createdAt))}</h3>` +
        table(
          [c.date, c.act, c.teeth, c.amount, c.done],
          sheet.LineFiche.map((line) => [line.dateAppointment, line.acte, line.lineInvoice ? teeth(line.lineInvoice.teeth.nums, line.lineInvoice.teeth.surface) : null, money(line.amount), line.finish === 1 ? t.yes : t.no]),
        ),
    )
    .join('');
  const prescriptions = data.prescriptions.map((p) => `<h3>${isolated(p.day)}</h3><p class="pre">${escape(p.content)}</p>`).join('');
  const labWork = table(
    [c.date, c.laboratory, c.treatment, c.teeth, c.total],
    data.labWork.map((work) => [day(work.createdAt), work.laboratory.name, work.treatment.name, teeth(work.teeth.nums, work.teeth.surface), money(work.total)]),
  );
  const appointments = table(
    [c.date, c.time, c.doctor, c.state],
    data.appointments.map((a) => [a.day, a.time, a.doctor, paramText(appointmentStateParam(a.state as AppointmentState), language)]),
  );
  const notes = data.notes.map((n) => `<h3>${isolated(n.day)}</h3>${[n.body, ...n.addenda].map((text) => `<p class="pre">${escape(text)}</p>`).join('')}`).join('');
  const chart = table(
    [c.tooth, c.condition, c.date, c.note],
    data.conditions.map((condition) => [condition.tooth, conditionName(condition.type, language), condition.day, condition.note]),
  );
  const files = (items: readonly StoredItem[]) => table([c.date, c.file], items.map((item) => [item.day, paths.get(item) ?? item.name]));
  const body = [
    `<h1>${escape(`${t.title} — ${patient.name}`)}</h1><p>${escape(t.madeOn)} ${isolated(today)}</p>`,
    `<section><h2>${escape(t.identity)}</h2><dl>${identity.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${isolated(value ?? '')}</dd>`).join('')}</dl></section>`,
    part(t.quotes, quotes, data.quotes.length),
    part(t.invoices, invoices, data.invoices.length),
    part(t.payments, payments, data.payments.length),
    part(t.sheets, sheets, data.sheets.length),
    part(t.prescriptions, prescriptions, data.prescriptions.length),
    part(t.labWork, labWork, data.labWork.length),
    part(t.appointments, appointments, data.appointments.length),
    part(t.notes, notes, data.notes.length),
    part(t.chart, chart, data.conditions.length),
    part(t.images, files(data.images), data.images.length),
    part(t.documents, files(data.documents), data.documents.length),
  ].join('\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>\n<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(`${t.title} — ${patient.name}`)}</title><style>${STYLE}</style></head><body>\n${body}\n</body></html>\n`;
}
