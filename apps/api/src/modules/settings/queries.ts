import type { ClinicSettings, SettingsUpdateInput } from '@dental/contracts';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

type SettingsRow = Omit<ClinicSettings, 'consultationPrice'> & { consultationPrice: string };

export async function getSettings(db: Queryable): Promise<ClinicSettings> {
  const [row] = await db.query<SettingsRow>(
    `select clinic_name as "clinicName", clinic_name_ar as "clinicNameAr", main_color as "mainColor", logo, opening_hours as "openingHours",
            consultation_price as "consultationPrice", address, phone, public_address as "publicAddress"
       from settings where id = 1`,
  );
  return { ...row, consultationPrice: numeric(row.consultationPrice) };
}

/** The cabinet's price of a consultation for a patient without insurer. */
export async function consultationPrice(db: Queryable): Promise<number> {
  const [row] = await db.query<{ price: string }>('select consultation_price as price from settings where id = 1');
  return numeric(row.price);
}

/** Changes the fields present in `input`; `logo: null` removes the logo. */
export async function updateSettings(db: Queryable, input: SettingsUpdateInput): Promise<void> {
  await db.query(
    `update settings set
        clinic_name = coalesce($1::text, clinic_name),
        main_color = coalesce($2::text, main_color),
        logo = case when $3::boolean then $4::text else logo end,
        opening_hours = coalesce($5::text, opening_hours),
        consultation_price = coalesce($6::numeric, consultation_price),
        address = coalesce($7::text, address),
        phone = coalesce($8::text, phone),
        clinic_name_ar = coalesce($9::text, clinic_name_ar),
        public_address = coalesce($10::text, public_address),
        updated_at = now()
      where id = 1`,
    [
      input.clinicName ?? null,
      input.mainColor ?? null,
      input.logo !== undefined,
      input.logo ?? null,
      input.openingHours ?? null,
      input.consultationPrice ?? null,
      input.address ?? null,
      input.phone ?? null,
      input.clinicNameAr ?? null,
      input.publicAddress ?? null,
    ],
  );
}
