import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clinicNameIn, type ClinicSettings, type LoginUserData } from '@dental/contracts';
import { failureMessages, signIn } from '@dental/api-client';
import { useLanguage } from '@dental/i18n';
import { ErrorBanners } from '@dental/ui';
import { LanguageSelect } from './LanguageSelect';
import { forgetSessionExpired, sessionExpired } from './session-end';

const DEFAULT_LOGO = '/logo.svg';

/** The spec's sign-in refusals ('Wrong Data !', 'Wrong Data !!'): kept as they are, then explained in the user's language. */
const WRONG_DATA = /^Wrong Data !+$/;

export interface LoginPageProps {
  settings: ClinicSettings | null;
  /** Takes the signed-in user into the application; a failure is shown like a refused sign-in. */
  onSignedIn: (user: LoginUserData) => Promise<void> | void;
  /** Each input in the form (typing, autofill). */
  onInput?: () => void;
}

/** Clinic logo, username, password and Connecter; errors as red banners a click dismisses. */
export function LoginPage({ settings, onSignedIn, onInput }: LoginPageProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  // A session the server ended says why, once: not a blank form.
  const [refusal, setRefusal] = useState<string[]>(() => (sessionExpired() ? [t('login.sessionExpired')] : []));
  useEffect(forgetSessionExpired, []);
  const [sending, setSending] = useState(false);
  // Focused once the screen is in the page, not while React puts it there (autoFocus): focusing
  // computes the page's style and layout, which would lengthen the first load's longest task.
  const usernameInput = useRef<HTMLInputElement>(null);
  useEffect(() => usernameInput.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // An empty field is answered here: nothing is sent (and no sign-in attempt is counted).
    const problems = [...(username.trim() ? [] : [t('login.usernameRequired')]), ...(password ? [] : [t('login.passwordRequired')])];
    setMissing(problems);
    if (problems.length > 0) return;
    setSending(true);
    setRefusal([]);
    try {
      await onSignedIn(await signIn({ username, password }));
    } catch (error) {
      setRefusal(failureMessages(error));
      setSending(false);
    }
  }

  const messages = missing.length > 0 ? missing : refusal;
  const wrongData = missing.length === 0 && refusal.some((message) => WRONG_DATA.test(message));
  const dismiss = (index: number) => (missing.length > 0 ? setMissing : setRefusal)(messages.filter((_, i) => i !== index));

  return (
    <div className="shell-login">
      <form className="shell-login__card dn-form" onSubmit={(event) => void submit(event)} onInput={onInput} noValidate>
        <div className="shell-login__language">
          <LanguageSelect />
        </div>
        <img className="shell-login__logo" src={settings?.logo || DEFAULT_LOGO} alt={t('login.logoAlt')} />
        <p className="shell-login__clinic">{clinicNameIn(settings, language)}</p>
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
            ref={usernameInput}
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
        <button type="submit" className="dn-button shell-login__submit" disabled={sending}>
          {t('login.submit')}
        </button>
      </form>
    </div>
  );
}
