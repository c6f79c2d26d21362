import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a supplier payment's message stays (spec part 2 §8): success and error alike. */
export const PAYMENT_NOTICE_MS = 1000;

export interface Notice {
  kind: 'success' | 'error';
  messages: string[];
}

/** A message that disappears by itself after `ms`. */
export function useTimedNotice(ms = PAYMENT_NOTICE_MS) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (kind: Notice['kind'], messages: string[]) => {
      clearTimeout(timer.current);
      setNotice({ kind, messages });
      timer.current = setTimeout(() => setNotice(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show };
}

/** A blue block for a success, a red one for an error; read out by screen readers. */
export function TimedNotice({ notice }: { notice: Notice | null }) {
  return (
    <div className="consumables-notice-slot" role="status" aria-live="polite">
      {notice && (
        <div className={`consumables-notice consumables-notice--${notice.kind}`}>
          {notice.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}
