import { translateMessage, type Language, type MessageTextsInput } from '@dental/contracts';
import {
  fillTemplate,
  MAX_RECALL_MONTHS,
  MESSAGE_KINDS,
  MESSAGE_LANGUAGES,
  MIN_RECALL_MONTHS,
  PLACEHOLDERS_OF,
  reminderDay,
  templateProblemMessages,
  type MessageKind,
  type MessageLanguage,
  type MessageTexts,
  type Placeholder,
} from '@dental/domain';
import type { MessageSettings } from './message-texts-api';

/** A text field of the form: one kind of message in one language (flat names, so that each one's message is a banner). */
export type TextField = `${MessageKind}${Capitalize<MessageLanguage>}`;

export interface TextSlot {
  field: TextField;
  kind: MessageKind;
  language: MessageLanguage;
}

/** The four texts in the form's order: the reminder then the recall, French then Arabic (the server's order too). */
export const TEXT_SLOTS: readonly TextSlot[] = MESSAGE_KINDS.flatMap((kind) =>
  MESSAGE_LANGUAGES.map((language) => ({ field: `${kind}${language === 'fr' ? 'Fr' : 'Ar'}` as TextField, kind, language })),
);

/** What the form holds: the texts and the delay as typed. */
export type MessageTextsValues = Record<TextField, string> & { recallMonths: string; clinicLanguage: MessageLanguage };

function textValues(texts: MessageTexts): Record<TextField, string> {
  return Object.fromEntries(TEXT_SLOTS.map(({ field, kind, language }) => [field, texts[kind][language]])) as Record<TextField, string>;
}

export function valuesOf(settings: MessageSettings): MessageTextsValues {
  return { ...textValues(settings), recallMonths: String(settings.recallMonths), clinicLanguage: settings.clinicLanguage };
}

/** PUT setting/messages: the delay is checked as typed before (isRecallMonths). */
export function inputOf(values: MessageTextsValues): MessageTextsInput {
  const texts = (kind: MessageKind) => ({ fr: values[`${kind}Fr`], ar: values[`${kind}Ar`] });
  return { reminder: texts('reminder'), recall: texts('recall'), recallMonths: Number(values.recallMonths), clinicLanguage: values.clinicLanguage };
}

/** Why a text cannot be kept, each problem in the user's language, as the server says it (libs/domain `templateProblemMessages`). */
export function textProblems(slot: Pick<TextSlot, 'kind' | 'language'>, text: string, userLanguage: Language): string[] {
  return templateProblemMessages(slot.kind, slot.language, text).map(({ key, params }) => translateMessage(key, userLanguage, params));
}

/** Why a text cannot be kept, in the user's language; true when it can. */
export function textCheck(slot: TextSlot, text: string, userLanguage: Language): true | string {
  const problems = textProblems(slot, text, userLanguage);
  return problems.length === 0 ? true : problems.join(' ');
}

export function isRecallMonths(typed: string): boolean {
  const months = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(months) && months >= MIN_RECALL_MONTHS && months <= MAX_RECALL_MONTHS;
}

export interface SampleFacts {
  patient: string;
  /** The clinic's name as a message's language writes it. */
  clinic: (language: Language) => string;
  hours: string;
  /** YYYY-MM-DD */
  day: string;
  time: string;
  /** A reminder's personal link ({lien}). */
  link: string;
}

/** What the preview of a text shows: the text as a patient would read it, or why it cannot be kept. */
export type TextPreview = { text: string } | { problems: string[] };

/**
 * A text as a patient would read it, with sample facts, filling only what its kind of message can
 * fill; a text the save would refuse ({date} in a recall, an empty one) is not previewed: the
 * preview says why, with the save's own words, so that it never shows what cannot be sent.
 */
export function previewOf(slot: Pick<TextSlot, 'kind' | 'language'>, text: string, facts: SampleFacts, userLanguage: Language): TextPreview {
  const problems = textProblems(slot, text, userLanguage);
  if (problems.length > 0) return { problems };
  const values: Partial<Record<Placeholder, string>> = {
    patient: facts.patient,
    clinic: facts.clinic(slot.language),
    hours: facts.hours,
    date: reminderDay(facts.day),
    time: facts.time,
    lien: facts.link,
  };
  const fillable = Object.fromEntries(PLACEHOLDERS_OF[slot.kind].map((name) => [name, values[name]]));
  return { text: fillTemplate(text, fillable) };
}

/** Inserts `token` in `text` in place of the selection from `start` to `end`; answers the text and where the caret goes. */
export function insertAt(text: string, token: string, start: number, end: number): { text: string; caret: number } {
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}
