import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { themeProperties } from '@dental/ui';

export interface ClinicLookPreviewProps {
  clinicName: string;
  mainColor: string;
  logo: string | null;
}

/**
 * The header bar and the sign-in card as they will look with these settings, before they are saved:
 * the colour is set on the preview alone (the page keeps the saved one until the save).
 */
export function ClinicLookPreview({ clinicName, mainColor, logo }: ClinicLookPreviewProps) {
  const { t } = useTranslation();
  const title = useId();
  return (
    <section className="admin-settings-preview" aria-labelledby={title} style={themeProperties(mainColor) as CSSProperties}>
      <h2 id={title} className="admin-settings-preview__title">
        {t('settings.preview')}
      </h2>
      <p className="admin-settings__hint">{t('settings.previewHint')}</p>
      <div className="admin-settings-preview__parts">
        <figure className="admin-settings-preview__part">
          <figcaption>{t('settings.previewHeader')}</figcaption>
          <div className="admin-settings-preview__header">
            <bdi>{clinicName}</bdi>
          </div>
        </figure>
        <figure className="admin-settings-preview__part">
          <figcaption>{t('settings.previewLogin')}</figcaption>
          <div className="admin-settings-preview__login">
            {logo ? (
              <img className="admin-settings-preview__logo" src={logo} alt={t('common:clinicLogo', { clinic: clinicName })} />
            ) : (
              <span className="admin-settings-preview__default-logo">{t('settings.defaultLogo')}</span>
            )}
            <bdi className="admin-settings-preview__clinic">{clinicName}</bdi>
          </div>
        </figure>
      </div>
    </section>
  );
}
