import { useCallback, useEffect, useRef, useState } from 'react';
import { Check } from 'lucide-react';

/** How long the check mark stays after a successful save (spec part 1 §9). */
export const SUCCESS_OVERLAY_MS = 1500;

/** Shows the success overlay for SUCCESS_OVERLAY_MS each time `show` is called. */
export function useSuccessOverlay() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), SUCCESS_OVERLAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { visible, show };
}

export function SuccessOverlay({ visible, label }: { visible: boolean; label: string }) {
  if (!visible) return null;
  return (
    <div className="dn-success" role="status" aria-live="polite">
      <div className="dn-success__mark" aria-hidden="true">
        <Check size={56} strokeWidth={3} />
      </div>
      <span className="dn-visually-hidden">{label}</span>
    </div>
  );
}
