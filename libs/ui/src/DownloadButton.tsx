import { useState } from 'react';
import { failureMessages } from '@dental/api-client';
import { ErrorBanners } from './ErrorBanners';
import { saveBlob } from './save-blob';

export interface DownloadButtonProps {
  label: string;
  /** Said on the button while the bytes come. */
  busyLabel: string;
  /** Reads the file's bytes (readBlob of @dental/api-client: the caller's token and language). */
  read: () => Promise<Blob>;
  /** The name the file is saved under, asked when the bytes have come. */
  fileName: () => string;
  className?: string;
}

/** A button that reads a file through the API and saves it; busy meanwhile, the server's refusal shown beside it. */
export function DownloadButton({ label, busyLabel, read, fileName, className = 'dn-button' }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const download = async () => {
    setBusy(true);
    setErrors([]);
    try {
      saveBlob(await read(), fileName());
    } catch (error) {
      setErrors(failureMessages(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={className} disabled={busy} aria-busy={busy || undefined} onClick={() => void download()}>
        {busy ? busyLabel : label}
      </button>
      <ErrorBanners messages={errors} onDismiss={(index) => setErrors((shown) => shown.filter((_, at) => at !== index))} />
    </>
  );
}
