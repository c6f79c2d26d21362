import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissError, login, useAppDispatch, useAppSelector } from '@dental/auth';
import { ErrorBanners } from '@dental/ui';
import { LanguageSelect } from '../layout/Header';

const DEFAULT_LOGO = '/logo.svg';

/** Clinic logo, username, password and Connecter; errors as red banners a click dismisses. */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { isFetching, error } = useAppSelector((state) => state.login);
  const settings = useAppSelector((state) => state.settings.data);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    void dispatch(login({ username, password }));
  }

  return (
    <div className="shell-login">
      <form className="shell-login__card dn-form" onSubmit={submit} noValidate>
        <div className="shell-login__language">
          <LanguageSelect />
        </div>
        <img className="shell-login__logo" src={settings?.logo || DEFAULT_LOGO} alt={t('login.logoAlt')} />
        <p className="shell-login__clinic">{settings?.clinicName}</p>
        <ErrorBanners messages={error} onDismiss={(index) => dispatch(dismissError(index))} />
        <label className="dn-field">
          {t('login.username')}
          <input className="dn-input" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
        </label>
        <label className="dn-field">
          {t('login.password')}
          <input
            className="dn-input"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
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
