import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Imprimer": the browser's print dialog, which prints the page's print area only. */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="dn-button dn-no-print" onClick={() => window.print()}>
      <Printer aria-hidden="true" size={18} />
      {t('common:print')}
    </button>
  );
}
