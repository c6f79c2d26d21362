import { typedAmount, typedAmountMessage, type Appointment, type Language, type Quote, type QuoteLine, type Sheet, type SheetLine, type SheetUpdateInput, type Teeth } from '@dental/contracts';

/** A line's editable values in the sheet's form. */
export interface LineValues {
  dateAppointment: string;
  acte: string;
  amount: string;
  finish: boolean;
}

export const lineValues = (line: SheetLine): LineValues => ({
  dateAppointment: line.dateAppointment ?? '',
  acte: line.acte,
  amount: String(line.amount),
  finish: line.finish === 1,
});

/** A done line is locked: its act and amount can no longer change (spec part 2 §4). */
export const isLocked = (line: SheetLine) => line.finish === 1;

/**
 * The messages of the amounts typed in the lines not done that cannot be sent ("unreadable" for
 * 1e3, the sheet's own message for a negative one, "too large"), each once.
 */
export function sheetAmountMessages(sheet: Sheet, values: readonly LineValues[], language: Language): string[] {
  const messages = sheet.LineFiche.map((line, index) => (isLocked(line) || !values[index] ? null : typedAmountMessage(values[index].amount, { invalid: 'sheet.amountInvalid' }, language)));
  return [...new Set(messages.filter((message): message is string => message !== null))];
}

/**
 * PUT fiche/{patientId}/{ficheId}'s parallel lists. A locked line is sent as saved; an empty amount
 * reaches the server as missing, so that it answers with its message.
 */
/** The parallel lists the sheet sends (`SheetUpdateInput` as an object). */
export interface SheetListsBody {
  _id: string[];
  dateAppointment: (string | null)[];
  acte: string[];
  amount: number[];
  finish: (0 | 1)[];
  appointment?: (string | null)[];
}

export function sheetLists(sheet: Sheet, values: readonly LineValues[]): SheetListsBody & SheetUpdateInput {
  const lines = sheet.LineFiche.map((line, index) => (isLocked(line) ? lineValues(line) : values[index]));
  return {
    _id: sheet.LineFiche.map((line) => line._id),
    dateAppointment: lines.map((line) => line.dateAppointment || null),
    acte: lines.map((line) => line.acte),
    amount: lines.map((line) => typedAmount(line.amount) as number),
    finish: lines.map((line): 0 | 1 => (line.finish ? 1 : 0)),
  };
}

/** The saved lines, the appointment `appointmentId` linked to `lineId`: what the sheet sends once it is booked. */
export function linkAppointment(sheet: Sheet, lineId: string, appointmentId: string): SheetListsBody & SheetUpdateInput {
  return { ...sheetLists(sheet, sheet.LineFiche.map(lineValues)), appointment: sheet.LineFiche.map((line) => (line._id === lineId ? appointmentId : null)) };
}

/**
 * The appointment just booked from the sheet, among the week the booking modal answers: the
 * patient's newest one not linked to a line yet.
 */
export function bookedAppointment(week: readonly Appointment[], patientId: string, sheets: readonly Sheet[]): Appointment | undefined {
  const linked = new Set(sheets.flatMap((sheet) => sheet.LineFiche.map((line) => line.appointment?._id)));
  return week
    .filter((appointment) => appointment.patient._id === patientId && !linked.has(appointment._id))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b._id) - Number(a._id))[0];
}

/** A line not done whose appointment can be cancelled from the sheet (spec part 2 §4). */
export const cancellable = (line: SheetLine) => line.finish === 0 && Boolean(line.appointment);

/** The line offered the appointment button: the first one without an appointment date. */
export function appointmentLine(sheet: Sheet): SheetLine | undefined {
  return sheet.LineFiche.find((line) => line.dateAppointment === null);
}

export interface QuoteLineChoice {
  quote: Pick<Quote, '_id' | 'numDevis' | 'reduce'>;
  line: QuoteLine;
}

/** The quote lines a new sheet line may realise, quote by quote (a line may take several visits). */
export function quoteLineChoices(quotes: readonly Quote[]): QuoteLineChoice[] {
  return quotes.flatMap((quote) => quote.LineDevis.map((line) => ({ quote, line })));
}

/** Teeth or gum areas as read on a line: "11, 12 (MO)". */
export function teethText(teeth: Teeth): string {
  const nums = teeth.nums.join(', ');
  return teeth.surface ? `${nums} (${teeth.surface})` : nums;
}

/** A quote line's key in a choice list. */
export const choiceKey = ({ quote, line }: QuoteLineChoice) => `${quote._id}:${line._id}`;
