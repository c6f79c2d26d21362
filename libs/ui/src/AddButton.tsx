import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';

/** The "Ajouter" button of a list screen's header. */
export function AddButton({ onClick, label, disabled }: { onClick: () => void; label?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="dn-button" onClick={onClick} disabled={disabled}>
      <Plus aria-hidden="true" size={18} />
      {label ?? t('common:add')}
    </button>
  );
}
