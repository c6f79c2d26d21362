import { Link } from 'react-router-dom';
import { LogOut, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@dental/contracts';
import { selectUserData, useAppSelector } from '@dental/auth';
import { setLanguage, useLanguage } from '@dental/i18n';
import { useSignOut } from '../session/use-sign-out';

export function LanguageSelect() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <select
      className="shell-language"
      aria-label={t('header.language')}
      value={language}
      onChange={(event) => void setLanguage(event.target.value as Language)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {t(`languages.${code}`)}
        </option>
      ))}
    </select>
  );
}

export function Header({ onToggleDrawer }: { onToggleDrawer: () => void }) {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUserData);
  const clinicName = useAppSelector((state) => state.settings.data?.clinicName);
  const signOut = useSignOut();
  return (
    <header className="shell-header">
      <button type="button" className="shell-header__icon" aria-label={t('header.menu')} onClick={onToggleDrawer}>
        <Menu aria-hidden="true" size={22} />
      </button>
      <Link to="/" className="shell-header__user">
        {user?.username}
      </Link>
      <span className="shell-header__title">{clinicName ?? t('appTitle')}</span>
      <LanguageSelect />
      <button type="button" className="shell-header__icon" aria-label={t('header.logout')} title={t('header.logout')} onClick={signOut}>
        <LogOut aria-hidden="true" className="dn-flip" size={20} />
      </button>
    </header>
  );
}
