import { typedAmount } from '@dental/contracts';
import type { ClinicSettings, SettingsUpdateInput } from '@dental/contracts';

export interface SettingsValues {
  clinicName: string;
  /** '' for none: the name then serves in Arabic too. */
  clinicNameAr: string;
  address: string;
  phone: string;
  /** Where patients reach the server, the start of reminders' personal links; '' for the address the staff use. */
  publicAddress: string;
  openingHours: string;
  consultationPrice: string;
  mainColor: string;
  /** A data URL (or the address the server keeps); null: the product's default logo. */
  logo: string | null;
}

export const valuesOf = (settings: ClinicSettings): SettingsValues => ({
  clinicName: settings.clinicName,
  clinicNameAr: settings.clinicNameAr ?? '',
  address: settings.address ?? '',
  phone: settings.phone ?? '',
  publicAddress: settings.publicAddress ?? '',
  openingHours: settings.openingHours,
  consultationPrice: String(settings.consultationPrice),
  mainColor: settings.mainColor,
  logo: settings.logo,
});

/**
 * What PUT setting is sent. An empty price travels as NaN and comes back with the server's message.
 * The logo (up to 500 KB) travels only when it changed: an absent field keeps its value.
 */
export function inputOf({ logo, ...values }: SettingsValues, savedLogo: string | null): SettingsUpdateInput {
  return {
    ...values,
    consultationPrice: typedAmount(values.consultationPrice) ?? Number.NaN,
    ...(logo === savedLogo ? {} : { logo }),
  };
}
