import { useEffect } from 'react';
import type { ClinicSettings } from '@dental/contracts';
import { applyTheme } from '@dental/ui';

/** The clinic's colour and name on the page, without a rebuild. */
export function useClinicLook(settings: ClinicSettings | null | undefined): void {
  useEffect(() => {
    applyTheme(settings?.mainColor);
    if (settings?.clinicName) document.title = settings.clinicName;
  }, [settings]);
}
