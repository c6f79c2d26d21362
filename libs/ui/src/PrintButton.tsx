import { Printer } from 'lucide-react';
import { useUiTranslation } from './use-ui-translation';

/** "Imprimer": the browser's print dialog, which prints the page's print area only. */
export function PrintButton() {
  const { t } = useUiTranslation();
  return (
    <button type="button" className="dn-button dn-no-print" onClick={() => window.print()}>
      <Printer aria-hidden="true" size={18} />
      {t('print')}
    </button>
  );
}
