import { signedIn, useAppDispatch, useAppSelector } from '@dental/auth';
import { LoginPage } from './LoginPage';

/** The login screen inside the application, after a sign-out or an expired session. */
export function SignedOutLoginPage() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings.data);
  return <LoginPage settings={settings} onSignedIn={(user) => void dispatch(signedIn(user))} />;
}
