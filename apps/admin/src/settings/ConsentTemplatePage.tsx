import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { clinicNameIn, CONSENT_PLACEHOLDERS, translateMessage, type ConsentTemplate, type Language } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { selectUserData, useAppSelector } from '@dental/auth';
import { localDay } from '@dental/domain';
import { formatDate, useLanguage } from '@dental/i18n';
import { ErrorBanners, ErrorPanel, FormActions, NotFound, PageFrame, Spinner, SuccessOverlay, useSuccessOverlay } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { consentTemplateApi, type ConsentSettings } from './consent-template-api';
import { insertAt } from './message-texts-model';
import './message-texts.css';
import './consent-template.css';
import { addScreenTexts } from '../texts';
import { consentTemplateTranslations } from './consent-template-translations';

addScreenTexts(consentTemplateTranslations);

type TemplateLanguage = keyof ConsentTemplate;
const TEMPLATE_LANGUAGES: readonly TemplateLanguage[] = ['fr', 'ar'];
const EMPTY_MESSAGE = { fr: 'consent.templateEmptyFr', ar: 'consent.templateEmptyAr' } as const;
const valuesOf = ({ fr, ar }: ConsentSettings): ConsentTemplate => ({ fr, ar });

/** The template with sample facts in place of its placeholders, as the printed form fills them. */
function useSamplePreview(): (template: string, language: Language) => string {
  const { t } = useTranslation();
  const settings = useAppSelector((state) => state.settings.data);
  return (template, language) => {
    const facts: Record<(typeof CONSENT_PLACEHOLDERS)[number], string> = {
      '{clinique}': clinicNameIn(settings, language),
      '{patient}': t('consentTemplate.sample.patient'),
      '{acte}': t('consentTemplate.sample.act'),
      '{date}': formatDate(localDay(), language),
      '{medecin}': t('consentTemplate.sample.doctor'),
    };
    return CONSENT_PLACEHOLDERS.reduce((text, placeholder) => text.replaceAll(placeholder, facts[placeholder]), template);
  };
}

/** One language's template: its area, the placeholders a click inserts at the caret, and its preview. */
function TemplateEditor({ language, form, fieldState }: {
  language: TemplateLanguage;
  form: ReturnType<typeof useServerForm<ConsentTemplate>>['form'];
  fieldState: ReturnType<typeof useServerForm<ConsentTemplate>>['fieldState'];
}) {
  const { t } = useTranslation();
  const screenLanguage = useLanguage();
  const text = useWatch({ control: form.control, name: language });
  const preview = useSamplePreview();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const label = t(`consentTemplate.${language}`);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const { ref, ...registered } = form.register(language, { validate: (typed: string) => typed.trim() !== '' || translateMessage(EMPTY_MESSAGE[language], screenLanguage) });

  const insert = (token: string) => {
    const element = area.current;
    const current = form.getValues(language);
    const next = insertAt(current, token, element?.selectionStart ?? current.length, element?.selectionEnd ?? current.length);
    form.setValue(language, next.text, { shouldDirty: true });
    element?.focus();
    element?.setSelectionRange(next.caret, next.caret);
  };

  return (
    <div className="admin-messages__text">
      <label className="dn-field">
        {label}
        <textarea
          {...registered}
          ref={(element) => {
            ref(element);
            area.current = element;
          }}
          {...fieldState(language)}
          dir={dir}
          lang={language}
          rows={10}
        />
      </label>
      <div className="admin-messages__placeholders" role="group" aria-label={t('consentTemplate.placeholders', { text: label })}>
        {CONSENT_PLACEHOLDERS.map((placeholder) => (
          <button key={placeholder} type="button" className="dn-button dn-button--ghost admin-messages__placeholder" onClick={() => insert(placeholder)}>
            <bdi dir="ltr">{placeholder}</bdi>
          </button>
        ))}
      </div>
      <section className="admin-messages__preview" aria-label={t('consentTemplate.preview', { text: label })}>
        <p dir={dir} lang={language}>
          {preview(text ?? '', language)}
        </p>
      </section>
    </div>
  );
}

/** What each placeholder becomes on the printed form. */
function PlaceholderMeanings() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('consentTemplate.meanings')}>
      <p className="admin-messages__hint">{t('consentTemplate.meanings')}</p>
      <dl className="admin-consent__meanings">
        {CONSENT_PLACEHOLDERS.map((placeholder) => (
          <div key={placeholder}>
            <dt>
              <bdi dir="ltr">{placeholder}</bdi>
            </dt>
            <dd>{t(`consentTemplate.meaning.${placeholder.slice(1, -1)}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ConsentTemplateForm({ settings }: { settings: ConsentSettings }) {
  const { t } = useTranslation();
  const overlay = useSuccessOverlay();
  const [updateTemplate] = consentTemplateApi.useUpdateConsentTemplateMutation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<ConsentTemplate>({
    defaultValues: valuesOf(settings),
    serverFields: { fr: ['consent.templateEmptyFr'], ar: ['consent.templateEmptyAr'] },
    onDone: overlay.show,
  });
  const submit = submitWith(async (values) => form.reset(valuesOf(await updateTemplate(values).unwrap())));

  return (
    <form className="dn-form admin-messages" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <p className="admin-messages__hint">{t('consentTemplate.hint')}</p>
      {settings.defaults && !form.formState.isDirty && <p className="admin-messages__hint">{t('consentTemplate.defaults')}</p>}
      <PlaceholderMeanings />
      <div className="admin-messages__texts">
        {TEMPLATE_LANGUAGES.map((language) => (
          <TemplateEditor key={language} language={language} form={form} fieldState={fieldState} />
        ))}
      </div>
      <FormActions saving={saving} onCancel={() => form.reset(valuesOf(settings))} />
      <SuccessOverlay visible={overlay.visible} label={t('consentTemplate.saved')} />
    </form>
  );
}

function ConsentTemplateEditor() {
  const { currentData, error, isError, refetch } = consentTemplateApi.useConsentTemplateQuery();
  if (isError) return <ErrorPanel message={problemMessages(error).join(' ')} onRetry={() => void refetch()} />;
  return currentData ? <ConsentTemplateForm settings={currentData} /> : <Spinner />;
}

/**
 * The consent form's template in French and Arabic, with its placeholders explained and a live
 * preview; for developer-flag users, as the clinic's other settings (anybody else finds nothing here).
 */
export function ConsentTemplatePage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUserData);
  if (!user?.dev) return <NotFound />;
  return (
    <PageFrame title={t('consentTemplate.title')}>
      <ConsentTemplateEditor />
    </PageFrame>
  );
}
