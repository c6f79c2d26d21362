import { useEffect, useState } from 'react';
import type { ClinicSettings } from '@dental/contracts';
import { readClinicSettings } from '@dental/api-client';
import type { SignedIn } from '../app/signed-in';
import { useClinicLook } from '../app/use-clinic-look';
import { LoginPage } from './LoginPage';

interface SignInScreenProps {
  /** Called once the screen is shown: the application is fetched while the user types. */
  onReady: () => void;
  /** Called as the user types (each input): the application's code runs meanwhile. */
  onTyping: () => void;
  onSignedIn: (signedIn: SignedIn) => Promise<void>;
}

/** The login screen of the first load, before the store exists: it reads the clinic's settings itself. */
export function SignInScreen({ onReady, onTyping, onSignedIn }: SignInScreenProps) {
  const [settings, setSettings] = useState<ClinicSettings | null>(null);
  useEffect(() => {
    readClinicSettings().then(setSettings, () => undefined);
    onReady();
  }, [onReady]);
  useClinicLook(settings);
  return <LoginPage settings={settings} onInput={onTyping} onSignedIn={(user) => onSignedIn({ user, settings })} />;
}
