import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="dn-spinner" role="status">
      <span className="dn-spinner__wheel" aria-hidden="true" />
      <span>{label ?? t('common:loading')}</span>
    </div>
  );
}
