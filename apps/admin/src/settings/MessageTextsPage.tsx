import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { ACTION, clinicNameIn, rightParam, translateMessage } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { useAppSelector, useCan } from '@dental/auth';
import { addDays, DEFAULT_MESSAGE_TEXTS, localDay, MAX_RECALL_MONTHS, MESSAGE_LANGUAGES, MIN_RECALL_MONTHS, PLACEHOLDERS_OF } from '@dental/domain';
import { useLanguage } from '@dental/i18n';
import { ErrorBanners, ErrorPanel, FormActions, PageFrame, Spinner, SuccessOverlay, useSuccessOverlay } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { messageTextsApi, type MessageSettings } from './message-texts-api';
import {
  inputOf,
  insertAt,
  isRecallMonths,
  previewOf,
  TEXT_SLOTS,
  textCheck,
  valuesOf,
  type MessageTextsValues,
  type SampleFacts,
  type TextSlot,
} from './message-texts-model';
import './message-texts.css';
import { addScreenTexts } from '../texts';
import { messageTextsTranslations } from './message-texts-translations';

addScreenTexts(messageTextsTranslations);

const SAMPLE_TIME = '10:30';

/**
 * The facts a preview is filled with: a sample patient, tomorrow at 10:30, the clinic's own name and
 * hours, and a sample personal link where the clinic's would start (its public address, else the
 * address of this server, as the server does).
 */
function useSampleFacts(): SampleFacts {
  const { t } = useTranslation();
  const settings = useAppSelector((state) => state.settings.data);
  return {
    patient: t('messageTexts.samplePatient'),
    clinic: (language) => clinicNameIn(settings, language),
    hours: settings?.openingHours ?? '',
    day: addDays(localDay(), 1),
    time: SAMPLE_TIME,
    link: `${settings?.publicAddress || window.location.origin}/r/${t('messageTexts.sampleToken')}`,
  };
}

/** One text: its area, the placeholders its kind can fill (a click inserts one at the caret), and its preview. */
function TextEditor({ slot, form, fieldState, sample }: {
  slot: TextSlot;
  form: ReturnType<typeof useServerForm<MessageTextsValues>>['form'];
  fieldState: ReturnType<typeof useServerForm<MessageTextsValues>>['fieldState'];
  sample: SampleFacts;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = useWatch({ control: form.control, name: slot.field });
  const area = useRef<HTMLTextAreaElement | null>(null);
  const label = t(`messageTexts.${slot.field}`);
  const dir = slot.language === 'ar' ? 'rtl' : 'ltr';
  const { ref, ...registered } = form.register(slot.field, { validate: (typed: string) => textCheck(slot, typed, language) });
  // The preview refuses what the save refuses, with the same words.
  const preview = previewOf(slot, text ?? '', sample, language);

  const insert = (token: string) => {
    const element = area.current;
    const current = form.getValues(slot.field);
    const { text: next, caret } = insertAt(current, token, element?.selectionStart ?? current.length, element?.selectionEnd ?? current.length);
    form.setValue(slot.field, next, { shouldDirty: true });
    element?.focus();
    element?.setSelectionRange(caret, caret);
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
          {...fieldState(slot.field)}
          dir={dir}
          lang={slot.language}
          rows={4}
        />
      </label>
      <div className="admin-messages__placeholders" role="group" aria-label={t('messageTexts.placeholders', { text: label })}>
        {PLACEHOLDERS_OF[slot.kind].map((name) => (
          <button key={name} type="button" className="dn-button dn-button--ghost admin-messages__placeholder" onClick={() => insert(`{${name}}`)}>
            <bdi dir="ltr">{`{${name}}`}</bdi>
          </button>
        ))}
      </div>
      <section className="admin-messages__preview" aria-label={t('messageTexts.preview', { text: label })}>
        {'text' in preview ? (
          <p dir={dir} lang={slot.language}>
            {preview.text}
          </p>
        ) : (
          preview.problems.map((problem) => (
            <p key={problem} className="admin-messages__preview-problem">
              {problem}
            </p>
          ))
        )}
      </section>
    </div>
  );
}

/** The texts form: client checks name the text and the problem as the server would; the server's messages stay in the form too. */
function MessageTextsForm({ settings }: { settings: MessageSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const overlay = useSuccessOverlay();
  const sample = useSampleFacts();
  const hints = { months: useId(), language: useId() };
  const [updateTexts] = messageTextsApi.useUpdateMessageTextsMutation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<MessageTextsValues>({
    defaultValues: valuesOf(settings),
    serverFields: { recallMonths: ['messageText.recallMonthsInvalid'], clinicLanguage: ['messageText.clinicLanguageInvalid'] },
    onDone: overlay.show,
  });
  const submit = submitWith(async (values) => {
    form.reset(valuesOf(await updateTexts(inputOf(values)).unwrap()));
  });
  // Fills the form only: nothing is kept until it is saved.
  const restoreDefaults = () => {
    for (const { field, kind, language } of TEXT_SLOTS) form.setValue(field, DEFAULT_MESSAGE_TEXTS[kind][language], { shouldDirty: true });
  };

  return (
    <form className="dn-form admin-messages" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <p className="admin-messages__hint">{t('messageTexts.hint')}</p>
      {settings.defaults && !form.formState.isDirty && <p className="admin-messages__hint">{t('messageTexts.defaults')}</p>}
      <div className="admin-messages__texts">
        {TEXT_SLOTS.map((slot) => (
          <TextEditor key={slot.field} slot={slot} form={form} fieldState={fieldState} sample={sample} />
        ))}
      </div>
      <div className="admin-messages__settings">
        <div className="admin-messages__setting">
          <label className="dn-field">
            {t('messageTexts.recallMonths')}
            <input
              {...form.register('recallMonths', { validate: (typed: string) => isRecallMonths(typed) || translateMessage('messageText.recallMonthsInvalid', language) })}
              {...fieldState('recallMonths')}
              type="number"
              inputMode="numeric"
              min={MIN_RECALL_MONTHS}
              max={MAX_RECALL_MONTHS}
              step={1}
              aria-describedby={hints.months}
            />
          </label>
          <span id={hints.months} className="admin-messages__hint">
            {t('messageTexts.recallMonthsHint')}
          </span>
        </div>
        <div className="admin-messages__setting">
          <label className="dn-field">
            {t('messageTexts.clinicLanguage')}
            <select {...form.register('clinicLanguage')} {...fieldState('clinicLanguage')} aria-describedby={hints.language}>
              {MESSAGE_LANGUAGES.map((option) => (
                <option key={option} value={option} lang={option}>
                  {t(`messageLanguages.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <span id={hints.language} className="admin-messages__hint">
            {t('messageTexts.clinicLanguageHint')}
          </span>
        </div>
      </div>
      <div>
        <button type="button" className="dn-button dn-button--ghost" onClick={restoreDefaults}>
          {t('messageTexts.restoreDefaults')}
        </button>
      </div>
      <FormActions saving={saving} onCancel={() => form.reset(valuesOf(settings))} />
      <SuccessOverlay visible={overlay.visible} label={t('messageTexts.saved')} />
    </form>
  );
}

/** The texts as the server has them; a user without the right to change them is told so. */
export function MessageTextsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const allowed = useCan(ACTION.editMessages, 'RDV');
  const { currentData, error, isError, refetch } = messageTextsApi.useMessageTextsQuery(undefined, { skip: !allowed });
  const content = () => {
    if (!allowed) return <ErrorPanel message={translateMessage('auth.actionDenied', language, { right: rightParam(ACTION.editMessages, 'RDV') })} />;
    if (isError) return <ErrorPanel message={problemMessages(error).join(' ')} onRetry={() => void refetch()} />;
    return currentData ? <MessageTextsForm settings={currentData} /> : <Spinner />;
  };
  return <PageFrame title={t('messageTexts.title')}>{content()}</PageFrame>;
}
