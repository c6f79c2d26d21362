/**
 * Radiographs, photos and documents of a patient (issue 37).
 * - `patient_images` / `patient_documents`: what a file is (kind, format read from its bytes, day,
 *   teeth, name, size), who added it; its bytes are stored content-addressed by SHA-256: the
 *   original untouched, and for an image its thumbnail and screen-size preview.
 * - `stored_files`: the bytes themselves when the server runs on PostgreSQL (DATABASE_URL), so that
 *   several instances serve the same files; on PGlite they are files named by their SHA-256 in a
 *   folder beside the data, and this table stays empty.
 */
export const name = 'patient_files';

export const sql = /* sql */ `
create table stored_files (
  sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
  size bigint not null,
  bytes bytea not null,
  created_at timestamptz not null default now()
);

create table patient_images (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patients (id) on delete cascade,
  kind text not null,
  format text not null check (format in ('jpeg', 'png', 'tiff', 'dicom')),
  taken_on date not null,
  teeth text[] not null default '{}',
  name text not null default '',
  size bigint not null,
  width integer not null,
  height integer not null,
  sha256 text not null,
  thumb_sha256 text not null,
  preview_sha256 text not null,
  -- A DICOM's window centre and width as its file gives them (null for other formats).
  window_center double precision,
  window_width double precision,
  user_id bigint references users (id) on delete restrict,
  created_at timestamptz not null default now()
);
create index patient_images_patient_idx on patient_images (patient_id, taken_on desc, id desc);
create index patient_images_teeth_idx on patient_images using gin (teeth);

create table patient_documents (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patients (id) on delete cascade,
  kind text not null,
  format text not null check (format in ('pdf', 'jpeg', 'png', 'tiff')),
  day date not null,
  name text not null default '',
  size bigint not null,
  sha256 text not null,
  user_id bigint references users (id) on delete restrict,
  created_at timestamptz not null default now()
);
create index patient_documents_patient_idx on patient_documents (patient_id, day desc, id desc);
`;
