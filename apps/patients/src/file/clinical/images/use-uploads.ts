import { useCallback, useState } from 'react';
import { problemMessages } from '@dental/api-client';

/** Where one file's upload stands: being sent (the part sent, 0 to 1), refused with its messages, or sent. */
export type UploadStatus = { state: 'sending'; sent: number } | { state: 'refused'; messages: string[] } | { state: 'sent' };

/** The uploads of a form, by row key: each file sent on its own, a refusal kept beside its file while the others go on. */
export function useUploads() {
  const [statuses, setStatuses] = useState<Record<string, UploadStatus>>({});
  const set = useCallback((key: string, status: UploadStatus) => setStatuses((all) => ({ ...all, [key]: status })), []);

  /** Sends one file with `send`; true when the server took it. */
  const run = useCallback(
    async (key: string, send: (onProgress: (sent: number) => void) => Promise<unknown>) => {
      set(key, { state: 'sending', sent: 0 });
      try {
        await send((sent) => set(key, { state: 'sending', sent }));
        set(key, { state: 'sent' });
        return true;
      } catch (error) {
        set(key, { state: 'refused', messages: problemMessages(error) });
        return false;
      }
    },
    [set],
  );
  const refuse = useCallback((key: string, messages: string[]) => set(key, { state: 'refused', messages }), [set]);
  const forget = useCallback(
    (keys: readonly string[]) => setStatuses((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !keys.includes(key)))),
    [],
  );
  return { statuses, run, refuse, forget };
}
