import { useEffect, useState } from 'react';
import type { ClinicSettings } from '@dental/contracts';
import { readClinicSettings } from '@dental/api-client';
import type { SignedIn } from '../app/signed-in';
import { useClinicLook } from '../app/use-clinic-look';
import { LoginPage } from './LoginPage';

interface SignInScreenProps {
  onSignedIn: (signedIn: SignedIn) => Promise<void>;
}

/** The login screen of the first load, before the store exists: it reads the clinic's settings itself. */
export function SignInScreen({ onSignedIn }: SignInScreenProps) {
  const [settings, setSettings] = useState<ClinicSettings | null>(null);
  useEffect(() => {
    readClinicSettings().then(setSettings, () => undefined);
  }, []);
  useClinicLook(settings);
  return <LoginPage settings={settings} onSignedIn={(user) => onSignedIn({ user, settings })} />;
}
