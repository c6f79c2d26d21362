/**
 * Names compared without case, accents or extra spaces (issue 19): `patient_name_key(name)` is the
 * SQL copy of `nameKey` in @dental/domain (a test holds the two together over the whole table).
 *
 * The key is stored beside the name (`name_key`, a generated column).
 * - The search's "name contains" reads a trigram index on the key instead of lower(name), so
 *   "pénda" finds Penda and "penda" finds Pénda; it keeps its name, and the key the finer
 *   statistics the names had (migration 005), where pg_trgm exists.
 * - The duplicate check (same key, plus the same phone or year of birth) reads a btree on the key.
 *
 * translate() with a table rather than lower() and unaccent: PGlite runs under the C locale, where
 * lower() only knows ASCII, and has no unaccent; the table gives one key on both engines.
 */
export const name = 'patient_name_key';

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCharCode(first + i)).join('');

/** nameKey's table as it was written for this migration: each character of FOLD_FROM becomes the one of FOLD_TO at its place. */
const FOLD_FROM =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZàáâãäåāăąÀÁÂÃÄÅĀĂĄɓƁçćĉċčÇĆĈĊČďđɗĎĐƊèéêëēĕėęěÈÉÊËĒĔĖĘĚĝğġģĜĞĠĢĥħĤĦìíîïĩīĭįıÌÍÎÏĨĪĬĮİĵĴķĶĺļľŀłĹĻĽĿŁ' +
  'ñńņňŋÑŃŅŇŊòóôõöøōŏőÒÓÔÕÖØŌŎŐŕŗřŔŖŘśŝşšŚŜŞŠţťŧŢŤŦùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲŵŴýÿŷƴÝŸŶƳźżžŹŻŽأإآٱ\t\n\r\u00a0';
const FOLD_TO =
  'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaaaaaaabbccccccccccddddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllll' +
  'nnnnnnnnnnoooooooooooooooooorrrrrrssssssssttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyyyzzzzzzاااا    ';
/** Deleted: combining accents, Arabic short vowels, superscript alef and tatweel. */
const DROPPED = range(0x300, 0x36f) + range(0x64b, 0x652) + '\u0670\u0640';

export const sql = /* sql */ `
create function patient_name_key(name text) returns text
  language sql immutable parallel safe
  as $$ select btrim(regexp_replace(translate(name, '${FOLD_FROM}${DROPPED}', '${FOLD_TO}'), ' {2,}', ' ', 'g'), ' ') $$;

-- Stored: a search rechecks the key of every row its trigram index proposes, and computing it
-- there (translate and regexp_replace per row) made a search of 2,000 matches take 120 ms.
alter table patients add column name_key text generated always as (patient_name_key(name)) stored;
-- The finer histogram the names had (migration 005), for the estimate of a search's matches.
alter table patients alter column name_key set statistics 1000;
create index patients_name_key_idx on patients (name_key);

drop index if exists patients_name_trgm_idx;
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    create index patients_name_trgm_idx on patients using gin (name_key gin_trgm_ops);
  end if;
end
$$;

analyze patients;
`;
