import { useTranslation } from 'react-i18next';

export interface ErrorBannersProps {
  messages: readonly string[];
  onDismiss: (index: number) => void;
}

/** Red banners above a form; a click removes the one clicked (spec part 1 §8). */
export function ErrorBanners({ messages, onDismiss }: ErrorBannersProps) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div className="dn-banners" role="alert">
      {messages.map((message, index) => (
        <button
          type="button"
          key={`${index}-${message}`}
          className="dn-banner dn-banner--error"
          title={t('common:dismiss')}
          // A message in another script than the page's (the spec's 'Wrong Data !' in Arabic) keeps its own direction.
          dir="auto"
          onClick={() => onDismiss(index)}
        >
          {message}
        </button>
      ))}
    </div>
  );
}
