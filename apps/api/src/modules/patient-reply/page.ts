import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { PatientAnswerKind } from '@dental/contracts';
import { PATIENT_MESSAGE_MAX } from '@dental/domain';
import { LIMITED_TEXTS, NEUTRAL_TEXTS, REPLY_TEXTS, type ReplyLanguage, type ReplyProblem } from './texts';

/** What the page may say of the appointment: the clinic, the patient's first name, the day, the time and the doctor. */
export interface ReplyAppointment {
  clinicName: string;
  /** The clinic's colour, #rrggbb. */
  color: string;
  firstName: string;
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM */
  time: string;
  doctor: string;
  answer: PatientAnswerKind | null;
  answerAt: Date | null;
}

export type ReplyView =
  | { kind: 'neutral' }
  | { kind: 'limited' }
  /** `mode`: answer (the three actions), askCancel (asks once more), started (no more changes), closed (the desk's state forbids). */
  | { kind: 'appointment'; language: ReplyLanguage; appointment: ReplyAppointment; mode: 'answer' | 'askCancel' | 'started' | 'closed'; problem?: ReplyProblem };

export interface RenderedPage {
  html: string;
  /** The page's Content-Security-Policy: nothing but its own inline style (by hash) and posts to itself. */
  csp: string;
}

const COLOR = /^#[0-9a-fA-F]{6}$/;
const DEFAULT_COLOR = '#00b894';

function style(color: string): string {
  const main = COLOR.test(color) ? color : DEFAULT_COLOR;
  return [
    'body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1f2933;background:#f4f6f8}',
    `main{max-width:32rem;margin:0 auto;padding:1rem;background:#fff;border-top:.4rem solid ${main};min-height:100vh;box-sizing:border-box}`,
    'h1{font-size:1.25rem;margin:.25rem 0 1rem}h2{font-size:1.1rem;margin:1rem 0 .5rem}',
    'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0 0 1rem}dt{font-weight:600}dd{margin:0}',
    'form{margin:.75rem 0}button{width:100%;min-height:2.75rem;font:inherit;font-weight:600;border-radius:.5rem;border:2px solid #1f2933;background:#fff;color:#1f2933;cursor:pointer}',
    'button.main{background:#1f2933;color:#fff}button:focus-visible,textarea:focus-visible,a:focus-visible{outline:3px solid #0b5fff;outline-offset:2px}',
    'label{display:block;margin:.5rem 0 .25rem}textarea{width:100%;box-sizing:border-box;font:inherit;min-height:4.5rem;margin-bottom:.5rem}',
    '.note{padding:.75rem;border-radius:.5rem;background:#e8f4ec;border:1px solid #2f7d4f}.problem{padding:.75rem;border-radius:.5rem;background:#fdecea;border:1px solid #b3261e}',
    'a{color:#0b4fbf}',
  ].join('');
}

function page(language: 'fr' | 'ar' | 'both', title: string, body: string, color = DEFAULT_COLOR): RenderedPage {
  const css = style(color);
  const hash = createHash('sha256').update(css).digest('base64');
  const lang = language === 'ar' ? 'ar' : 'fr';
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${css}</style></head><body><main>${body}</main></body></html>`;
  const csp = `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
  return { html, csp };
}

/** A page in French then Arabic, for visitors whose language nothing tells. */
function bilingual(texts: { fr: { title: string; body: string }; ar: { title: string; body: string } }): RenderedPage {
  const body = `<h1>${escapeHtml(texts.fr.title)}</h1><p>${escapeHtml(texts.fr.body)}</p><section lang="ar" dir="rtl"><h2>${escapeHtml(texts.ar.title)}</h2><p>${escapeHtml(texts.ar.body)}</p></section>`;
  return page('both', `${texts.fr.title} · ${texts.ar.title}`, body);
}

const locale = (language: ReplyLanguage) => (language === 'ar' ? 'ar-u-nu-latn' : 'fr-FR');

function longDay(day: string, language: ReplyLanguage): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
}

const shortDate = (at: Date, language: ReplyLanguage) => new Intl.DateTimeFormat(locale(language), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
const shortTime = (at: Date) => new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }).format(at);

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
const button = (label: string, main = false) => `<button type="submit"${main ? ' class="main"' : ''}>${escapeHtml(label)}</button>`;

function appointmentPage(view: Extract<ReplyView, { kind: 'appointment' }>): RenderedPage {
  const t = REPLY_TEXTS[view.language];
  const a = view.appointment;
  const parts = [
    `<p>${escapeHtml(a.clinicName)}</p>`,
    `<h1>${escapeHtml(t.title)}</h1>`,
    `<p>${escapeHtml(t.greeting(a.firstName))}</p>`,
    `<dl><dt>${escapeHtml(t.day)}</dt><dd>${escapeHtml(longDay(a.day, view.language))}</dd>` +
      `<dt>${escapeHtml(t.time)}</dt><dd><bdi dir="ltr">${escapeHtml(a.time)}</bdi></dd>` +
      `<dt>${escapeHtml(t.doctor)}</dt><dd>${escapeHtml(a.doctor)}</dd></dl>`,
  ];
  if (view.problem) parts.push(`<p class="problem" role="alert">${escapeHtml(t.problems[view.problem])}</p>`);
  if (a.answer && a.answerAt) {
    const when = t.answeredAt(shortDate(a.answerAt, view.language), shortTime(a.answerAt));
    parts.push(`<div class="note" role="status"><p>${escapeHtml(t.recorded[a.answer])}</p><p>${escapeHtml(when)}</p></div>`);
  }
  switch (view.mode) {
    case 'askCancel':
      parts.push(
        `<h2>${escapeHtml(t.askCancel)}</h2>`,
        `<form method="post">${hidden('answer', 'cancel')}${hidden('sure', 'yes')}${button(t.cancelYes, true)}</form>`,
        `<form method="get">${button(t.cancelNo)}</form>`,
      );
      break;
    case 'answer':
      if (a.answer) parts.push(`<p>${escapeHtml(t.canChange)}</p>`);
      if (a.answer !== 'confirmed') parts.push(`<form method="post">${hidden('answer', 'confirm')}${button(t.confirm, true)}</form>`);
      if (a.answer !== 'cancelled') parts.push(`<form method="post">${hidden('answer', 'cancel')}${button(t.cancel)}</form>`);
      parts.push(
        `<form method="post">${hidden('answer', 'otherTime')}<label for="message">${escapeHtml(t.message)}</label>` +
          `<textarea id="message" name="message" maxlength="${PATIENT_MESSAGE_MAX}" rows="3"></textarea>${button(t.otherTime)}</form>`,
      );
      break;
    case 'started':
      parts.push(`<p>${escapeHtml(t.started)}</p>`);
      break;
    case 'closed':
      parts.push(`<p>${escapeHtml(t.closed)}</p>`);
      break;
  }
  return page(view.language, `${t.title} · ${a.clinicName}`, parts.join(''), a.color);
}

/** The patient's page: plain HTML with one inline style, no script, no image, readable at 320 px. */
export function renderReplyPage(view: ReplyView): RenderedPage {
  if (view.kind === 'neutral') return bilingual(NEUTRAL_TEXTS);
  if (view.kind === 'limited') return bilingual(LIMITED_TEXTS);
  return appointmentPage(view);
}
