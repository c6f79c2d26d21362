import { useEffect } from 'react';
import { fetchSettings, useAppDispatch, useAppSelector } from '@dental/auth';
import { useClinicLook } from './use-clinic-look';

/** Reads the clinic's settings from the server, unless the login screen just did, and applies them. */
export function ClinicSettings() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings.data);
  const known = settings !== null;
  // Read when the application starts without them (a kept session), or after a sign-out forgot them;
  // the settings screen reads them again after a change.
  useEffect(() => {
    if (!known) void dispatch(fetchSettings());
  }, [dispatch, known]);
  useClinicLook(settings);
  return null;
}
