import type { MessageKey } from '@dental/contracts';

/**
 * The clinic's own message texts (issue 24): the appointment reminder and the check-up recall, in
 * French and Arabic, with placeholders the clinic places where it likes. A text is checked before it
 * is kept (no empty text, no placeholder the kind of message cannot fill) and filled when a link is
 * opened. The defaults are the texts the product sent before they became editable.
 */

export const MESSAGE_KINDS = ['reminder', 'recall'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_LANGUAGES = ['fr', 'ar'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** {lien}: the appointment's personal link, where the patient confirms, cancels or asks for another time (issue 38). */
export const PLACEHOLDERS = ['patient', 'clinic', 'date', 'time', 'hours', 'lien'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** What each kind of message can fill: a recall has no appointment, so neither date nor time. */
export const PLACEHOLDERS_OF: Record<MessageKind, readonly Placeholder[]> = {
  reminder: PLACEHOLDERS,
  recall: ['patient', 'clinic', 'hours'],
};

/** Longest text kept (WhatsApp's prefilled text travels in a URL). */
export const MAX_MESSAGE_LENGTH = 1000;

export type MessageTexts = Record<MessageKind, Record<MessageLanguage, string>>;

export const DEFAULT_MESSAGE_TEXTS: MessageTexts = {
  reminder: {
    fr: "Rappel de votre rendez-vous au {clinic} le {date} à {time}. Horaires d'ouverture : {hours}. Pour confirmer, annuler ou demander un autre horaire : {lien}",
    ar: 'تذكير بموعدكم في {clinic} يوم {date} على الساعة {time}. أوقات العمل: {hours}. للتأكيد أو الإلغاء أو طلب موعد آخر: {lien}',
  },
  recall: {
    fr: 'Bonjour {patient}, il est temps de faire votre contrôle au {clinic}. Appelez-nous pour prendre rendez-vous. Horaires d’ouverture : {hours}.',
    ar: 'مرحبا {patient}، حان وقت فحصكم الدوري في {clinic}. اتصلوا بنا لتحديد موعد. أوقات العمل: {hours}.',
  },
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

export type TemplateProblem = { kind: 'empty' } | { kind: 'tooLong'; max: number } | { kind: 'unknownPlaceholder'; name: string };

/** What keeps a text from being kept; empty when it is fine. */
export function templateProblems(kind: MessageKind, text: string): TemplateProblem[] {
  if (text.trim() === '') return [{ kind: 'empty' }];
  const problems: TemplateProblem[] = [];
  if (text.length > MAX_MESSAGE_LENGTH) problems.push({ kind: 'tooLong', max: MAX_MESSAGE_LENGTH });
  const allowed = new Set<string>(PLACEHOLDERS_OF[kind]);
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(PLACEHOLDER)) if (!allowed.has(name)) unknown.add(name);
  for (const name of unknown) problems.push({ kind: 'unknownPlaceholder', name });
  return problems;
}

/** The text with each placeholder replaced by its value (an absent value leaves nothing). */
export function fillTemplate(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => ((PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as Placeholder] ?? '').trim() : whole));
}

const PROBLEM_KEYS = {
  reminder: { empty: 'messageText.reminderEmpty', tooLong: 'messageText.reminderTooLong', unknownPlaceholder: 'messageText.reminderUnknownPlaceholder' },
  recall: { empty: 'messageText.recallEmpty', tooLong: 'messageText.recallTooLong', unknownPlaceholder: 'messageText.recallUnknownPlaceholder' },
} as const satisfies Record<MessageKind, Record<TemplateProblem['kind'], MessageKey>>;

/** A text's problems as the catalogue's messages (key and parameters): the server and the settings screen say the same. */
export function templateProblemMessages(kind: MessageKind, language: MessageLanguage, text: string): { key: MessageKey; params: Record<string, string | number> }[] {
  return templateProblems(kind, text).map((problem) => ({
    key: PROBLEM_KEYS[kind][problem.kind],
    params: {
      language: language.toUpperCase(),
      ...(problem.kind === 'tooLong' && { max: problem.max }),
      ...(problem.kind === 'unknownPlaceholder' && { placeholder: `{${problem.name}}` }),
    },
  }));
}
