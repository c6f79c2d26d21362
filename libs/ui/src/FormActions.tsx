import { useTranslation } from 'react-i18next';

/** Cancel and save ("Enregistrement…" while the form is being sent). */
export function FormActions({ saving, onCancel, submitLabel }: { saving: boolean; onCancel: () => void; submitLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="dn-form__actions">
      <button type="button" className="dn-button dn-button--ghost" onClick={onCancel}>
        {t('common:cancel')}
      </button>
      <button type="submit" className="dn-button" disabled={saving}>
        {saving ? t('common:saving') : (submitLabel ?? t('common:save'))}
      </button>
    </div>
  );
}
