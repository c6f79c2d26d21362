import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissError, login, useAppDispatch, useAppSelector } from '@dental/auth';
import { ErrorBanners } from '@dental/ui';
import { LanguageSelect } from '../layout/Header';

const DEFAULT_LOGO = '/logo.svg';

/** The spec's sign-in refusals ('Wrong Data !', 'Wrong Data !!'): kept as they are, then explained in the user's language. */
const WRONG_DATA = /^Wrong Data !+$/;

/** Clinic logo, username, password and Connecter; errors as red banners a click dismisses. */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { isFetching, error } = useAppSelector((state) => state.login);
  const settings = useAppSelector((state) => state.settings.data);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string[]>([]);

  function submit(event: FormEvent) {
    event.preventDefault();
    // An empty field is answered here: nothing is sent (and no sign-in attempt is counted).
    const problems = [...(username.trim() ? [] : [t('login.usernameRequired')]), ...(password ? [] : [t('login.passwordRequired')])];
    setMissing(problems);
    if (problems.length === 0) void dispatch(login({ username, password }));
  }

  const messages = missing.length > 0 ? missing : error;
  const wrongData = missing.length === 0 && error.some((message) => WRONG_DATA.test(message));
  const dismiss = (index: number) => (missing.length > 0 ? setMissing(missing.filter((_, i) => i !== index)) : dispatch(dismissError(index)));

  return (
    <div className="shell-login">
      <form className="shell-login__card dn-form" onSubmit={submit} noValidate>
        <div className="shell-login__language">
          <LanguageSelect />
        </div>
        <img className="shell-login__logo" src={settings?.logo || DEFAULT_LOGO} alt={t('login.logoAlt')} />
        <p className="shell-login__clinic">{settings?.clinicName}</p>
        <ErrorBanners messages={messages} onDismiss={dismiss} />
        {wrongData && <p className="shell-login__explanation" role="status">{t('login.wrongData')}</p>}
        <label className="dn-field">
          {t('login.username')}
          <input
            className="dn-input"
            name="username"
            autoComplete="username"
            value={username}
            aria-invalid={missing.includes(t('login.usernameRequired')) || undefined}
            onChange={(e) => setUsername(e.target.value)}
            autoFocus
          />
        </label>
        <label className="dn-field">
          {t('login.password')}
          <input
            className="dn-input"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={missing.includes(t('login.passwordRequired')) || undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <button type="submit" className="dn-button shell-login__submit" disabled={isFetching}>
          {t('login.submit')}
        </button>
      </form>
    </div>
  );
}
