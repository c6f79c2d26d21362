/**
 * The duplicate check compares names without apostrophes, hyphens and spaces as well (issue 34:
 * "Demba N'diaye" is "Demba Ndiaye"): `patient_duplicate_key(name_key)` is the SQL copy of
 * `duplicateNameKey` in @dental/domain over the stored name key (a test holds the two together),
 * with a btree for the check's "same name and same year of birth". The same phone alone is a
 * likely duplicate too; the phone index of migration 003 serves it.
 */
export const name = 'duplicate_name_key';

/** duplicateNameKey's dropped characters as they were written for this migration (a space, apostrophes, hyphens and dashes). */
const DROPPED = " '\u2018\u2019\u02bc\u02bb`\u00b4-\u2010\u2011\u2012\u2013\u2014\u2015\u2212";

export const sql = /* sql */ `
create function patient_duplicate_key(name_key text) returns text
  language sql immutable parallel safe
  as $$ select translate(name_key, '${DROPPED.replace(/'/g, "''")}', '') $$;

create index patients_duplicate_key_idx on patients (patient_duplicate_key(name_key));
`;
