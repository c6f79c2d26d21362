/**
 * A search of several words at a million patients (issue 40). "Mohamed Ould Ahmed" goes through
 * the trigram index of migration 011, whose trigrams are each in hundreds of thousands of names:
 * 40 ms merging them before the 843 names are read. Where a text of several words can start in a
 * name tells where to look:
 * - at the start of a word: the rest of the name from that word begins with the text;
 * - inside a word: its first word ends that word (longer than it), and the rest of the name from
 *   the next word begins with the text's other words.
 * `patient_name_tails` has a row per word of `name_key`: the name from that word on (`tail`) and
 * the word before it, reversed (`prev_rev`, empty for the first), so that both are ranges of a
 * btree whose size follows the answer (modules/patients/name-tails.ts).
 *
 * Kept by triggers: set-based for a statement's new patients (an import, the demo clinic), per row
 * when a name changes; a patient's rows go with it.
 */
export const name = 'patient_name_tails';

export const sql = /* sql */ `
create table patient_name_tails (
  patient_id bigint not null,
  prev_rev text not null,
  tail text not null
);

create function patient_name_tails_of(of_patient bigint, of_key text) returns table (patient_id bigint, prev_rev text, tail text)
  language sql immutable parallel safe
  as $$
  select of_patient, coalesce(reverse(w[i - 1]), ''), array_to_string(w[i:], ' ')
    from (select string_to_array(of_key, ' ') as w) words, generate_series(1, coalesce(array_length(w, 1), 0)) i
$$;

create function patient_name_tails_inserted() returns trigger
  language plpgsql
  as $$
begin
  insert into patient_name_tails (patient_id, prev_rev, tail)
  select t.* from inserted p, patient_name_tails_of(p.id, p.name_key) t;
  return null;
end
$$;

create function patient_name_tails_renamed() returns trigger
  language plpgsql
  as $$
begin
  delete from patient_name_tails where patient_id = new.id;
  insert into patient_name_tails (patient_id, prev_rev, tail) select * from patient_name_tails_of(new.id, new.name_key);
  return null;
end
$$;

create trigger patients_name_tails_inserted after insert on patients
  referencing new table as inserted for each statement execute function patient_name_tails_inserted();
create trigger patients_name_tails_renamed after update of name on patients
  for each row when (old.name_key is distinct from new.name_key) execute function patient_name_tails_renamed();

-- The patients there are, before the indexes and the foreign key: each is then built in one pass.
insert into patient_name_tails (patient_id, prev_rev, tail)
select t.* from patients p, patient_name_tails_of(p.id, p.name_key) t;
create index patient_name_tails_tail_idx on patient_name_tails (tail text_pattern_ops);
create index patient_name_tails_prev_idx on patient_name_tails (prev_rev text_pattern_ops, tail text_pattern_ops) where prev_rev <> '';
create index patient_name_tails_patient_idx on patient_name_tails (patient_id);
alter table patient_name_tails add foreign key (patient_id) references patients (id) on delete cascade;
analyze patient_name_tails;
`;
