import type { Language } from './languages';
import { fieldWords } from './field-words';
import { formatMoney } from './money-format';
import { collectionWords, rightWords } from './permission-words';
import type { AppointmentState } from './vocabulary';

/** An amount, written as the language writes money ("9 999 999 999,99 MRU"). */
export interface MoneyParam {
  readonly kind: 'money';
  readonly amount: number;
}

/** A permission collection, written in words ("les traitements"). */
export interface CollectionParam {
  readonly kind: 'collection';
  readonly collection: string;
}

/** A right (action on a collection), written in words ("de supprimer les paiements des patients"). */
export interface RightParam {
  readonly kind: 'right';
  readonly action: string;
  readonly collection: string;
}

/** An appointment's state, written as the desk says it ("Au fauteuil"). */
export interface AppointmentStateParam {
  readonly kind: 'appointmentState';
  readonly state: AppointmentState;
}

/** A field of a call's body or query, by its path ("LineDevis.2.price"), written in words ("prix (ligne 3)"). */
export interface FieldParam {
  readonly kind: 'field';
  readonly path: string;
}

/** A value put into a message: a text or a number as it is, or a typed value the language writes. */
export type MessageParam = string | number | MoneyParam | CollectionParam | RightParam | AppointmentStateParam | FieldParam;
export type MessageParams = Record<string, MessageParam>;

export const moneyParam = (amount: number): MoneyParam => ({ kind: 'money', amount });
export const collectionParam = (collection: string): CollectionParam => ({ kind: 'collection', collection });
export const rightParam = (action: string, collection: string): RightParam => ({ kind: 'right', action, collection });
export const fieldParam = (path: string): FieldParam => ({ kind: 'field', path });
export const appointmentStateParam = (state: AppointmentState): AppointmentStateParam => ({ kind: 'appointmentState', state });

const APPOINTMENT_STATE_WORDS: Record<Language, Record<AppointmentState, string>> = {
  fr: { booked: 'Réservé', confirmed: 'Confirmé', arrived: 'Arrivé', inChair: 'Au fauteuil', done: 'Terminé', noShow: 'Absent', cancelled: 'Annulé' },
  en: { booked: 'Booked', confirmed: 'Confirmed', arrived: 'Arrived', inChair: 'In the chair', done: 'Done', noShow: 'No-show', cancelled: 'Cancelled' },
  ar: { booked: 'محجوز', confirmed: 'مؤكد', arrived: 'وصل', inChair: 'على الكرسي', done: 'انتهى', noShow: 'غائب', cancelled: 'ملغى' },
};

// Left-to-right isolate: inside Arabic text "1.500 MRU" keeps its order, as the screens' <bdi dir="ltr">.
const LRI = '\u2066';
const PDI = '\u2069';

function moneyText(amount: number, language: Language): string {
  const text = formatMoney(amount, language);
  return language === 'ar' ? `${LRI}${text}${PDI}` : text;
}

/** The text of one parameter in a language. */
export function paramText(value: MessageParam, language: Language): string {
  if (typeof value !== 'object') return String(value);
  if (value.kind === 'money') return moneyText(value.amount, language);
  if (value.kind === 'collection') return collectionWords(value.collection, language);
  if (value.kind === 'appointmentState') return APPOINTMENT_STATE_WORDS[language][value.state];
  if (value.kind === 'field') return fieldWords(value.path, language);
  return rightWords(value.action, value.collection, language);
}
