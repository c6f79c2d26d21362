import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { clinicNameIn, type ClinicSettings } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { fetchSettings, selectUserData, useAppDispatch, useAppSelector } from '@dental/auth';
import { AMOUNT_INPUT, ErrorBanners, FormActions, NotFound, PageFrame, Spinner, SuccessOverlay, useSuccessOverlay } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { LogoField, MainColorField } from './ClinicLookFields';
import { ClinicLookPreview } from './ClinicLookPreview';
import { settingsWritesApi } from './settings-api';
import { inputOf, valuesOf, type SettingsValues } from './settings-values';
import './settings.css';
import { addScreenTexts } from '../texts';
import { settingsTranslations } from './translations';

addScreenTexts(settingsTranslations);

/**
 * The clinic's settings form: name (and as Arabic writes it), address, phone, the public address
 * (the start of the links reminders carry), opening hours, consultation price, colour and logo
 * (previewed as they are edited); server messages stay in the form.
 */
function SettingsForm({ settings }: { settings: ClinicSettings }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const overlay = useSuccessOverlay();
  const [updateSettings] = settingsWritesApi.useUpdateSettingsMutation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<SettingsValues>({
    defaultValues: valuesOf(settings),
    serverFields: {
      clinicName: ['setting.clinicNameRequired'],
      clinicNameAr: ['setting.clinicNameArInvalid'],
      address: ['setting.addressInvalid'],
      phone: ['setting.phoneInvalid'],
      publicAddress: ['setting.publicAddressInvalid'],
      openingHours: ['setting.openingHoursRequired'],
      consultationPrice: ['setting.consultationPriceInvalid'],
      mainColor: ['setting.mainColorInvalid'],
      logo: ['setting.logoInvalid'],
    },
    amountFields: { consultationPrice: { invalid: 'setting.consultationPriceInvalid' } },
    onDone: overlay.show,
  });
  const [clinicName, clinicNameAr, mainColor, logo] = useWatch({ control: form.control, name: ['clinicName', 'clinicNameAr', 'mainColor', 'logo'] });
  const language = useLanguage();
  const arabicHintId = useId();
  const publicAddressHintId = useId();
  const submit = submitWith(async (values) => {
    const saved = await updateSettings(inputOf(values, form.formState.defaultValues?.logo ?? null)).unwrap();
    form.reset(valuesOf(saved));
    // The header, the login screen and the printed documents read the settings from the store.
    await dispatch(fetchSettings());
  });

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <p className="admin-settings__hint">{t('settings.printedHint')}</p>
      <label className="dn-field">
        {t('settings.clinicName')}
        <input {...form.register('clinicName')} {...fieldState('clinicName')} />
      </label>
      <label className="dn-field">
        {t('settings.clinicNameAr')}
        <input {...form.register('clinicNameAr')} {...fieldState('clinicNameAr')} dir="rtl" lang="ar" aria-describedby={arabicHintId} />
      </label>
      <p id={arabicHintId} className="admin-settings__hint">
        {t('settings.clinicNameArHint')}
      </p>
      <label className="dn-field">
        {t('settings.address')}
        <input {...form.register('address')} {...fieldState('address')} autoComplete="street-address" />
      </label>
      <label className="dn-field">
        {t('settings.phone')}
        <input {...form.register('phone')} {...fieldState('phone')} type="tel" dir="ltr" autoComplete="tel" />
      </label>
      <label className="dn-field">
        {t('settings.publicAddress')}
        <input {...form.register('publicAddress')} {...fieldState('publicAddress')} type="url" inputMode="url" dir="ltr" autoComplete="off" spellCheck={false} aria-describedby={publicAddressHintId} />
      </label>
      <p id={publicAddressHintId} className="admin-settings__hint">
        {t('settings.publicAddressHint')}
      </p>
      <label className="dn-field">
        {t('settings.openingHours')}
        <input {...form.register('openingHours')} {...fieldState('openingHours')} dir="auto" />
      </label>
      <label className="dn-field">
        {t('settings.consultationPrice')}
        <input {...form.register('consultationPrice')} {...fieldState('consultationPrice')} {...AMOUNT_INPUT} />
      </label>
      <MainColorField form={form} fieldState={fieldState} />
      <LogoField form={form} fieldState={fieldState} />
      <ClinicLookPreview clinicName={clinicNameIn({ clinicName, clinicNameAr }, language)} mainColor={mainColor} logo={logo} />
      <FormActions saving={saving} onCancel={() => form.reset(valuesOf(settings))} />
      <SuccessOverlay visible={overlay.visible} label={t('settings.saved')} />
    </form>
  );
}

/** The settings as the server has them now, read again on arrival. */
function ClinicSettingsEditor() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings.data);
  useEffect(() => {
    void dispatch(fetchSettings());
  }, [dispatch]);
  return (
    <PageFrame title={t('settings.title')}>
      {settings ? <SettingsForm settings={settings} /> : <Spinner />}
    </PageFrame>
  );
}

/** The clinic settings are for developer-flag users only (PUT setting is theirs); anybody else finds nothing here. */
export function SettingsPage() {
  const user = useAppSelector(selectUserData);
  return user?.dev ? <ClinicSettingsEditor /> : <NotFound />;
}
