/**
 * The clinic's name as Arabic writes it (issue 36): an Arabic screen, print or patient message used
 * the one name, so "Cabinet Dentaire" stayed French inside Arabic text. '' means none: the name is
 * then used in every language.
 */
export const name = 'clinic_name_arabic';

export const sql = /* sql */ `
alter table settings add column clinic_name_ar text not null default '';
`;
