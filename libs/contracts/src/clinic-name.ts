import type { Language } from './languages';

/** The clinic's name as a language writes it: its Arabic name in Arabic when it has one, else its name. */
export function clinicNameIn(settings: { clinicName: string; clinicNameAr?: string } | null | undefined, language: Language): string {
  if (!settings) return '';
  const arabic = settings.clinicNameAr?.trim();
  return language === 'ar' && arabic ? arabic : settings.clinicName;
}
