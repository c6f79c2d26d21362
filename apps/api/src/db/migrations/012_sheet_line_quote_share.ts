/**
 * The part of its quote line's quoted amount (after the quote's reduction) that a treatment-sheet
 * session accounts for: the sessions of one line share exactly what the line was quoted, the one
 * completing its teeth taking what the others left. Kept apart from `amount`, which is what the
 * session charges: a unit price typed for a session, or an amount changed on the sheet, is charged as
 * typed without moving the other sessions' parts. Lines of earlier versions took their amount.
 */
export const name = 'sheet_line_quote_share';

export const sql = /* sql */ `
alter table sheet_lines add column quote_share numeric(12, 2);
update sheet_lines set quote_share = amount where quote_line_id is not null;
`;
