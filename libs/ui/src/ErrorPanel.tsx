import { useTranslation } from 'react-i18next';

export interface ErrorPanelProps {
  message: string;
  onRetry?: () => void;
}

/** In-place panel for a part of the page that failed; the rest keeps working. */
export function ErrorPanel({ message, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="dn-error-panel" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="dn-button" onClick={onRetry}>
          {t('common:retry')}
        </button>
      )}
    </div>
  );
}
