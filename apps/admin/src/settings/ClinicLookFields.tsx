import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { ErrorBanners, mainColorOrDefault } from '@dental/ui';
import type { useServerForm } from '@dental/ui/form';
import { LOGO_MAX_BYTES, LOGO_TYPES, logoRefusal, readAsDataUrl } from './logo-file';
import type { SettingsValues } from './settings-values';

type SettingsForm = ReturnType<typeof useServerForm<SettingsValues>>;

interface LookFieldProps {
  form: SettingsForm['form'];
  fieldState: SettingsForm['fieldState'];
}

const LOGO_MAX_KB = Math.floor(LOGO_MAX_BYTES / 1024);

/** The clinic's colour: picked, or typed as #rrggbb (the text is what is sent, and what a refusal marks). */
export function MainColorField({ form, fieldState }: LookFieldProps) {
  const { t } = useTranslation();
  const color = useWatch({ control: form.control, name: 'mainColor' });
  return (
    <div className="admin-settings__colour">
      <label className="dn-field">
        {t('settings.mainColor')}
        <input
          type="color"
          className="dn-input admin-settings__picker"
          value={mainColorOrDefault(color)}
          onChange={(event) => form.setValue('mainColor', event.target.value, { shouldDirty: true })}
        />
      </label>
      <label className="dn-field">
        {t('settings.mainColorCode')}
        <input {...form.register('mainColor')} {...fieldState('mainColor')} dir="ltr" spellCheck={false} autoComplete="off" />
      </label>
    </div>
  );
}

/** The clinic's logo: an image file read here as a data URL (refused before anything is sent when it cannot be one), or removed. */
export function LogoField({ form, fieldState }: LookFieldProps) {
  const { t } = useTranslation();
  const logo = useWatch({ control: form.control, name: 'logo' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const hint = useId();
  const { className, 'aria-invalid': refused } = fieldState('logo', 'dn-button dn-button--ghost admin-settings__choose');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again (after removing it) is seen.
    event.target.value = '';
    if (!file) return;
    const problem = logoRefusal(file);
    if (problem) {
      setRefusal(t(`settings.logoRefusal.${problem}`, { max: LOGO_MAX_KB }));
      return;
    }
    try {
      form.setValue('logo', await readAsDataUrl(file), { shouldDirty: true });
      setRefusal(null);
    } catch {
      setRefusal(t('settings.logoRefusal.unreadable'));
    }
  };
  const remove = () => {
    form.setValue('logo', null, { shouldDirty: true });
    setRefusal(null);
    // The button is disabled now: the keyboard goes on from the image chooser.
    chooser.current?.focus();
  };

  return (
    <fieldset className="admin-settings__group" aria-describedby={hint}>
      <legend>{t('settings.logo')}</legend>
      <div className="admin-settings__logo-actions">
        <label className={className}>
          {t('settings.chooseLogo')}
          <input
            ref={chooser}
            type="file"
            className="dn-visually-hidden"
            accept={LOGO_TYPES.join(',')}
            aria-invalid={refused || Boolean(refusal) || undefined}
            onChange={(event) => void choose(event)}
          />
        </label>
        <button type="button" className="dn-button dn-button--ghost" disabled={!logo} onClick={remove}>
          {t('settings.removeLogo')}
        </button>
      </div>
      <span id={hint} className="admin-settings__hint">
        {t('settings.logoHint', { max: LOGO_MAX_KB })}
      </span>
      <ErrorBanners messages={refusal ? [refusal] : []} onDismiss={() => setRefusal(null)} />
    </fieldset>
  );
}
