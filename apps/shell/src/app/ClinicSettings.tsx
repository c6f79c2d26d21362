import { useEffect } from 'react';
import { fetchSettings, useAppDispatch, useAppSelector } from '@dental/auth';
import { applyTheme } from '@dental/ui';

/** Reads the clinic's settings from the server and applies colour and name without a rebuild. */
export function ClinicSettings() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings.data);
  useEffect(() => {
    void dispatch(fetchSettings());
  }, [dispatch]);
  useEffect(() => {
    applyTheme(settings?.mainColor);
    if (settings?.clinicName) document.title = settings.clinicName;
  }, [settings]);
  return null;
}
