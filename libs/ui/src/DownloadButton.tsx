import { useState } from 'react';
import { failureMessages, readFile } from '@dental/api-client';
import { ErrorBanners } from './ErrorBanners';
import { saveBlob } from './save-blob';

export interface DownloadButtonProps {
  label: string;
  /** Said on the button while the bytes come. */
  busyLabel: string;
  /** The file's address (a path of the route table), read with the caller's token and language. */
  path: string;
  /** The name the file is saved under when the server gives none. */
  fallbackName: string;
  className?: string;
}

/** A button that reads a file through the API and saves it under the server's name; busy meanwhile, the server's refusal shown beside it. */
export function DownloadButton({ label, busyLabel, path, fallbackName, className = 'dn-button' }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const download = async () => {
    setBusy(true);
    setErrors([]);
    try {
      const { blob, name } = await readFile(path);
      saveBlob(blob, name ?? fallbackName);
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
