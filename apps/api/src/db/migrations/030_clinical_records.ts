import { ACTION, BUILT_IN_CONDITIONS, type PermissionKey } from '@dental/contracts';

/**
 * The clinical record of a patient (issue 37):
 * - `condition_types`: the conditions a tooth can be charted with; the built-in ones carry a `code`
 *   (their words are the screens'), the administrator adds more with labels of their own.
 * - `tooth_conditions`: a condition recorded on one tooth on a day, by a user (one row per tooth).
 * - `clinical_notes`: dated notes of a visit, optionally on teeth; changed by their author for
 *   NOTE_EDIT_HOURS after they were written, then completed only by `clinical_note_addenda`.
 * - `settings.consent_template`: the consent form's text in French and Arabic (null: the product's).
 * - the rights DOSSIER_CLINIQUE (conditions, notes) and IMAGERIE (images, documents) join the
 *   catalogue here (so that they can be granted now; the start-up seed then finds them present and
 *   would not grant them to the administrator, which is done here too); the default Médecin role gets both, the Assistant may see every patient's chart and
 *   images and add images and documents, but writes no note or condition.
 */
export const name = 'clinical_records';

const key = (name: string, collectionName: string): PermissionKey => ({ name, collectionName });
const ALL_ACTIONS = [ACTION.view, ACTION.viewGlobal, ACTION.create, ACTION.edit, ACTION.remove];

export const CLINICAL_PERMISSIONS: PermissionKey[] = ['DOSSIER_CLINIQUE', 'IMAGERIE'].flatMap((collection) => ALL_ACTIONS.map((action) => key(action, collection)));

export const DOCTOR_CLINICAL_RIGHTS: PermissionKey[] = ['DOSSIER_CLINIQUE', 'IMAGERIE'].flatMap((collection) =>
  [ACTION.view, ACTION.create, ACTION.edit, ACTION.remove].map((action) => key(action, collection)),
);

export const ASSISTANT_CLINICAL_RIGHTS: PermissionKey[] = [key(ACTION.viewGlobal, 'DOSSIER_CLINIQUE'), key(ACTION.viewGlobal, 'IMAGERIE'), key(ACTION.create, 'IMAGERIE')];

const values = (rights: readonly PermissionKey[]) => rights.map((r) => `('${r.name}', '${r.collectionName}')`).join(', ');

// On a new database the roles do not exist yet: the seed creates them whole from the same lists.
const grantSql = (role: string, rights: readonly PermissionKey[]) => /* sql */ `
insert into role_permissions (role_id, permission_id)
  select r.id, p.id
    from roles r
    join permissions p on (p.name, p.collection_name) in (${values(rights)})
   where lower(r.name) = lower('${role}')
on conflict do nothing;`;

const BUILT_IN_LOOKS: Record<(typeof BUILT_IN_CONDITIONS)[number], [string, string]> = {
  absent: ['#6b7280', 'cross'],
  carie: ['#b91c1c', 'dot'],
  obturation: ['#1d4ed8', 'fill'],
  couronne: ['#b45309', 'ring'],
  traitement_canalaire: ['#7c3aed', 'line'],
  implant: ['#0f766e', 'screw'],
  bridge: ['#a16207', 'bar'],
  mobilite: ['#db2777', 'wave'],
  a_extraire: ['#dc2626', 'arrow'],
};

/** The rights of an existing clinic (a new one gets the whole catalogue, in its order, and its default roles from the seed). */
export const CLINICAL_GRANTS_SQL = /* sql */ `
-- An existing clinic's catalogue gets them here, to be granted now; a new one gets the whole
-- catalogue, in its order, from the seed.
insert into permissions (name, collection_name)
  select v.name, v.collection_name from (values ${values(CLINICAL_PERMISSIONS)}) as v (name, collection_name)
   where exists (select 1 from permissions)
on conflict do nothing;
${grantSql('Administrateur', CLINICAL_PERMISSIONS)}
${grantSql('Médecin', DOCTOR_CLINICAL_RIGHTS)}
${grantSql('Assistant', ASSISTANT_CLINICAL_RIGHTS)}
`;

export const sql = /* sql */ `
create table condition_types (
  id bigint generated always as identity primary key,
  code text unique,
  label text not null default '',
  label_en text not null default '',
  label_ar text not null default '',
  colour text not null check (colour ~ '^#[0-9a-f]{6}$'),
  symbol text not null,
  position integer not null default 100,
  created_at timestamptz not null default now()
);
create unique index condition_types_label_uq on condition_types (lower(label)) where code is null;
insert into condition_types (code, colour, symbol, position) values
${BUILT_IN_CONDITIONS.map((code, i) => `  ('${code}', '${BUILT_IN_LOOKS[code][0]}', '${BUILT_IN_LOOKS[code][1]}', ${i + 1})`).join(',\n')};

create table tooth_conditions (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patients (id) on delete cascade,
  tooth text not null,
  type_id bigint not null references condition_types (id) on delete restrict,
  day date not null,
  surface text,
  note text not null default '',
  user_id bigint references users (id) on delete restrict,
  created_at timestamptz not null default now()
);
create index tooth_conditions_patient_idx on tooth_conditions (patient_id, tooth, day);

create table clinical_notes (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patients (id) on delete cascade,
  day date not null,
  body text not null,
  teeth text[] not null default '{}',
  user_id bigint references users (id) on delete restrict,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index clinical_notes_patient_idx on clinical_notes (patient_id, day desc, id desc);

create table clinical_note_addenda (
  id bigint generated always as identity primary key,
  note_id bigint not null references clinical_notes (id) on delete cascade,
  body text not null,
  user_id bigint references users (id) on delete restrict,
  created_at timestamptz not null default now()
);
create index clinical_note_addenda_note_idx on clinical_note_addenda (note_id, created_at);

alter table settings add column consent_template jsonb;

${CLINICAL_GRANTS_SQL}
`;
