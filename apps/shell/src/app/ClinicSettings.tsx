import { useEffect } from 'react';
import { fetchSettings, useAppDispatch, useAppSelector } from '@dental/auth';
import { useClinicLook } from './use-clinic-look';

/** Reads the clinic's settings from the server, unless the login screen just did, and applies them. */
export function ClinicSettings() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings.data);
  const alreadyRead = settings !== null;
  useEffect(() => {
    if (!alreadyRead) void dispatch(fetchSettings());
    // Read once when the application starts; the settings screen reads them again after a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  useClinicLook(settings);
  return null;
}
