import { useTranslation } from 'react-i18next';
import type { UploadStatus } from './use-uploads';

/** A file's upload as its row shows it: a progress bar while it is sent, the server's messages if it is refused. */
export function UploadStatusLine({ name, status }: { name: string; status: UploadStatus | undefined }) {
  const { t } = useTranslation();
  if (status?.state === 'sending') {
    const percent = Math.round(status.sent * 100);
    return (
      <span className="patients-upload__progress">
        <progress max={100} value={percent} aria-label={t('clinicalUpload.progress', { name })} />
        <span aria-hidden="true">{percent} %</span>
      </span>
    );
  }
  if (status?.state === 'refused') {
    return (
      <ul className="patients-upload__refused" role="alert" aria-label={t('clinicalUpload.refused', { name })}>
        {status.messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    );
  }
  return null;
}
