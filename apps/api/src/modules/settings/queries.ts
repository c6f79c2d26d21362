import type { ClinicSettings, SettingsUpdateInput } from '@dental/contracts';
import type { Queryable } from '../../db/types';

export async function getSettings(db: Queryable): Promise<ClinicSettings> {
  const [row] = await db.query<ClinicSettings>(
    `select clinic_name as "clinicName", main_color as "mainColor", logo, opening_hours as "openingHours"
       from settings where id = 1`,
  );
  return row;
}

/** Changes the fields present in `input`; `logo: null` removes the logo. */
export async function updateSettings(db: Queryable, input: SettingsUpdateInput): Promise<void> {
  await db.query(
    `update settings set
        clinic_name = coalesce($1::text, clinic_name),
        main_color = coalesce($2::text, main_color),
        logo = case when $3::boolean then $4::text else logo end,
        opening_hours = coalesce($5::text, opening_hours),
        updated_at = now()
      where id = 1`,
    [input.clinicName ?? null, input.mainColor ?? null, input.logo !== undefined, input.logo ?? null, input.openingHours ?? null],
  );
}
