import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { CONDITION_SYMBOLS, conditionName, type ConditionSymbol as Symbol, type ConditionType, type ConditionTypeInput } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { ConditionSymbol, ErrorBanners, FormActions, type CrudFormProps } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

/** A row of the catalogue: the condition and its name as the user reads it. */
export type CatalogueRow = ConditionType & { name: string };

interface ConditionValues {
  label: string;
  labelEn: string;
  labelAr: string;
  colour: string;
  symbol: Symbol;
}

const NEW_LOOK = { colour: '#0f766e', symbol: 'dot' } as const;

/**
 * An added condition's names (French required, English and Arabic fall back to it), its colour and
 * its symbol; a built-in condition keeps its words and changes its look only.
 */
export function ConditionTypeForm({ initial, onSubmit, onDone, onCancel }: CrudFormProps<CatalogueRow, ConditionTypeInput>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const builtIn = Boolean(initial?.code);
  const { form, banners, saving, submitWith, fieldState } = useServerForm<ConditionValues>({
    defaultValues: {
      label: initial?.label ?? '',
      labelEn: initial?.labelEn ?? '',
      labelAr: initial?.labelAr ?? '',
      colour: initial?.colour ?? NEW_LOOK.colour,
      symbol: initial?.symbol ?? NEW_LOOK.symbol,
    },
    serverFields: { label: ['clinical.conditionLabelRequired', 'clinical.conditionLabelExists'], colour: ['clinical.colourInvalid'], symbol: ['clinical.symbolInvalid'] },
    onDone,
  });
  const [colour, symbol] = useWatch({ control: form.control, name: ['colour', 'symbol'] });
  // The server keeps a built-in condition's words whatever is sent: its French word stands for the required label.
  const submit = submitWith((values) => onSubmit(initial && builtIn ? { ...values, label: conditionName(initial, 'fr'), labelEn: '', labelAr: '' } : values));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      {builtIn && initial ? (
        <p className="admin-conditions__built-in">
          <strong>{conditionName(initial, language)}</strong> — {t('conditionTypes.builtInName')}
        </p>
      ) : (
        <>
          <label className="dn-field">
            {t('conditionTypes.label')}
            <input {...form.register('label')} {...fieldState('label')} maxLength={60} autoFocus />
          </label>
          <label className="dn-field">
            {t('conditionTypes.labelEn')}
            <input {...form.register('labelEn')} {...fieldState('labelEn')} maxLength={60} dir="ltr" />
          </label>
          <label className="dn-field">
            {t('conditionTypes.labelAr')}
            <input {...form.register('labelAr')} {...fieldState('labelAr')} maxLength={60} dir="rtl" />
          </label>
        </>
      )}
      <label className="dn-field">
        {t('conditionTypes.colour')}
        <input type="color" {...form.register('colour')} {...fieldState('colour', 'dn-input admin-conditions__colour')} />
      </label>
      <label className="dn-field">
        {t('conditionTypes.symbol')}
        <select {...form.register('symbol')} {...fieldState('symbol')}>
          {CONDITION_SYMBOLS.map((value) => (
            <option key={value} value={value}>
              {t(`conditionTypes.symbols.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <p className="admin-conditions__preview">
        {t('conditionTypes.preview')} <ConditionSymbol symbol={symbol} colour={colour} size={24} />
      </p>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
