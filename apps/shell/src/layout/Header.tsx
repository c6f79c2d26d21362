import { Link } from 'react-router-dom';
import { LogOut, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clinicNameIn } from '@dental/contracts';
import { selectUserData, useAppSelector } from '@dental/auth';
import { useLanguage } from '@dental/i18n';
import { LanguageSelect } from '../login/LanguageSelect';
import { useSignOut } from '../session/use-sign-out';

export function Header({ onToggleDrawer }: { onToggleDrawer: () => void }) {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUserData);
  const settings = useAppSelector((state) => state.settings.data);
  const language = useLanguage();
  const signOut = useSignOut();
  return (
    <header className="shell-header">
      <button type="button" className="shell-header__icon" aria-label={t('header.menu')} onClick={onToggleDrawer}>
        <Menu aria-hidden="true" size={22} />
      </button>
      <Link to="/" className="shell-header__user">
        {user?.username}
      </Link>
      <span className="shell-header__title">{settings ? clinicNameIn(settings, language) : t('appTitle')}</span>
      <LanguageSelect />
      <button type="button" className="shell-header__icon" aria-label={t('header.logout')} title={t('header.logout')} onClick={signOut}>
        <LogOut aria-hidden="true" className="dn-flip" size={20} />
      </button>
    </header>
  );
}
