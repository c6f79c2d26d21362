import { useEffect } from 'react';
import { clinicNameIn, type ClinicSettings } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { applyTheme } from '@dental/ui';

/** The clinic's colour and name (as the page's language writes it) on the page, without a rebuild. */
export function useClinicLook(settings: ClinicSettings | null | undefined): void {
  const language = useLanguage();
  useEffect(() => {
    applyTheme(settings?.mainColor);
    if (settings?.clinicName) document.title = clinicNameIn(settings, language);
  }, [settings, language]);
}
