import { translateMessage, type Language, type MessageTextsInput } from '@dental/contracts';
import {
  fillTemplate,
  MAX_RECALL_MONTHS,
  MESSAGE_KINDS,
  MESSAGE_LANGUAGES,
  MIN_RECALL_MONTHS,
  reminderDay,
  templateProblemMessages,
  type MessageKind,
  type MessageLanguage,
  type MessageTexts,
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

/** Why a text cannot be kept, in the user's language; true when it can. */
export function textCheck(slot: TextSlot, text: string, userLanguage: Language): true | string {
  const problems = templateProblemMessages(slot.kind, slot.language, text);
  if (problems.length === 0) return true;
  return problems
    .map(({ key, params }) => translateMessage(key, userLanguage, params))
    .join(' ');
}

export function isRecallMonths(typed: string): boolean {
  const months = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(months) && months >= MIN_RECALL_MONTHS && months <= MAX_RECALL_MONTHS;
}

export interface SampleFacts {
  patient: string;
  clinic: string;
  hours: string;
  /** YYYY-MM-DD */
  day: string;
  time: string;
}

/** A text as a patient would read it, with sample facts. */
export function previewOf(text: string, facts: SampleFacts): string {
  return fillTemplate(text, { patient: facts.patient, clinic: facts.clinic, hours: facts.hours, date: reminderDay(facts.day), time: facts.time });
}

/** Inserts `token` in `text` in place of the selection from `start` to `end`; answers the text and where the caret goes. */
export function insertAt(text: string, token: string, start: number, end: number): { text: string; caret: number } {
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}
