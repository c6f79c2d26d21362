import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="dn-not-found">
      <h1>{t('common:notFound')}</h1>
    </div>
  );
}
