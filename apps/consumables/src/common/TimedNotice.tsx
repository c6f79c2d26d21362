import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long a supplier payment's success message stays (spec part 2 §8). Its errors are the form's
 * red banners, which stay until the user changes the field they name or clicks them.
 */
export const PAYMENT_NOTICE_MS = 1000;

/** A message that disappears by itself after `ms`. */
export function useTimedNotice(ms = PAYMENT_NOTICE_MS) {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (message: string) => {
      clearTimeout(timer.current);
      setNotice(message);
      timer.current = setTimeout(() => setNotice(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show };
}

/** A success in a blue block; read out by screen readers. */
export function TimedNotice({ notice }: { notice: string | null }) {
  return (
    <div className="consumables-notice-slot" role="status" aria-live="polite">
      {notice && (
        <div className="consumables-notice">
          <p>{notice}</p>
        </div>
      )}
    </div>
  );
}
