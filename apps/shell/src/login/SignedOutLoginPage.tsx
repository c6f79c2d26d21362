import type { LoginUserData } from '@dental/contracts';
import { signedIn, useAppDispatch, useAppSelector } from '@dental/auth';
import { usePersistor } from '../session/persistor-context';
import { LoginPage } from './LoginPage';

/** The login screen inside the application, after a sign-out or an expired session. */
export function SignedOutLoginPage() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings.data);
  const persistor = usePersistor();
  const keepSession = async (user: LoginUserData) => {
    dispatch(signedIn(user));
    await persistor.flush();
  };
  return <LoginPage settings={settings} onSignedIn={keepSession} />;
}
