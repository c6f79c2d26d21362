import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import { typedAmount, type Laboratory, type SheetLine, type SheetLineInput } from '@dental/contracts';
import { fromCents, quoteLineTotal, sessionCharge, sumAmounts, toCents, type EarlierSessions } from '@dental/domain';
import { formatDate, formatMoney, useLanguage } from '@dental/i18n';
import { AMOUNT_INPUT, DateField, ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { ToothChart } from '@dental/ui/tooth-chart';
import { choiceKey, teethText, type QuoteLineChoice } from './sheet-lines';

export interface SheetLineFormProps {
  choices: readonly QuoteLineChoice[];
  laboratories: readonly Laboratory[];
  /** The line edited (its teeth, laboratory, act, amount, date); none: a new line. */
  line?: SheetLine;
  /** Every line of the patient's sheets: the sessions a quote line already had. */
  sessions: readonly SheetLine[];
  onSubmit: (line: SheetLineInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

interface LineFormValues {
  choice: string;
  acte: string;
  price: string;
  teeth: string[];
  dateAppointment: string;
  laboratory: string;
  priceLab: string;
}

/** The unit price typed for a line, when its amount departs from its part of the quote (and splits into whole cents per tooth); else '' (as quoted). */
function typedUnitPrice(line: SheetLine): string {
  const teeth = line.lineInvoice?.teeth.nums.length ?? 0;
  if (!line.lineInvoice || teeth === 0 || toCents(line.amount) === toCents(line.lineInvoice.quoteShare)) return '';
  const cents = toCents(line.amount);
  return cents % teeth === 0 ? String(fromCents(cents / teeth)) : '';
}

/** The form's values for a line edited: its quote line, teeth, act, date and laboratory; a unit price only if one was typed. */
function valuesOf(line: SheetLine | undefined): LineFormValues {
  if (!line) return { choice: '', acte: '', price: '', teeth: [], dateAppointment: '', laboratory: '', priceLab: '' };
  return {
    choice: line.lineInvoice ? `${line.lineInvoice.devis._id}:${line.lineInvoice._id}` : '',
    acte: line.acte,
    price: typedUnitPrice(line),
    teeth: [...(line.lineInvoice?.teeth.nums ?? [])],
    dateAppointment: line.dateAppointment ?? '',
    laboratory: line.consumptionLab?.laboratory._id ?? '',
    priceLab: line.consumptionLab ? String(line.consumptionLab.price) : '',
  };
}

/** The other sessions of the chosen quote line (the edited line aside): the teeth they realised and their parts of its quoted amount. */
function earlierSessions(chosen: QuoteLineChoice, sessions: readonly SheetLine[], edited: SheetLine | undefined): EarlierSessions {
  const others = sessions.flatMap((session) => (session.lineInvoice?._id === chosen.line._id && session._id !== edited?._id ? [session.lineInvoice] : []));
  return { teeth: others.reduce((sum, other) => sum + other.teeth.nums.length, 0), shared: sumAmounts(others.map((other) => other.quoteShare)) };
}

/**
 * What the session will charge, as the server computes it: a typed unit price × teeth, else its part
 * of the quote line after the quote's reduction, the line's other sessions taken into account.
 */
function sessionAmount(chosen: QuoteLineChoice, teeth: number, typedPrice: number | undefined, sessions: readonly SheetLine[], edited: SheetLine | undefined): number {
  if (typedPrice !== undefined && Number.isFinite(typedPrice)) return quoteLineTotal({ price: typedPrice, teeth });
  const line = { price: chosen.line.price, discount: chosen.line.discount, teeth: chosen.line.teeth.nums.length, reducePercent: chosen.quote.reduce };
  return sessionCharge(line, teeth, earlierSessions(chosen, sessions, edited));
}

/**
 * A line realising a quote line, new or edited: only that line's teeth may be chosen on the tooth
 * chart (its treatment-sheet mode), all of them at first for a new line; the act is the
 * treatment's name unless written. An edited line keeps its quote line and is sent with its id.
 * With a laboratory, the lab price typed is sent as typed (needed when the lab's price list has none
 * for the act); left empty, the server takes the lab's price list's.
 */
export function SheetLineForm({ choices, laboratories, line: edited, sessions, onSubmit, onDone, onCancel }: SheetLineFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<LineFormValues>({
    defaultValues: valuesOf(edited),
    serverFields: {
      choice: ['sheet.quoteLineRequired', 'quote.unknownTreatment'],
      teeth: ['sheet.teethNotInLine', 'quote.teethRequired'],
      price: ['sheet.amountInvalid'],
      laboratory: ['sheet.unknownLaboratory'],
      priceLab: ['sheet.labPriceRequired', 'sheet.labPriceInvalid'],
      dateAppointment: ['sheet.dateInvalid'],
    },
    amountFields: { price: { invalid: 'sheet.amountInvalid' }, priceLab: { invalid: 'sheet.labPriceInvalid' } },
    onDone,
  });
  const chosenKey = useWatch({ control: form.control, name: 'choice' });
  const chosen = choices.find((choice) => choiceKey(choice) === chosenKey);
  const [teeth, typedPrice, laboratory] = useWatch({ control: form.control, name: ['teeth', 'price', 'laboratory'] });
  const charged = chosen && teeth.length > 0 ? sessionAmount(chosen, teeth.length, typedAmount(typedPrice), sessions, edited) : undefined;

  const submit = submitWith((values) => {
    const line: Partial<SheetLineInput> = {
      acte: values.acte.trim() || chosen?.line.treatment.name,
      price: typedAmount(values.price),
      teeth: { nums: values.teeth, surface: chosen?.line.teeth.surface ?? null },
      dateAppointment: values.dateAppointment || null,
      laboratory: values.laboratory || null,
      priceLab: values.laboratory ? typedAmount(values.priceLab) : undefined,
    };
    // Without a quote line the server answers which one is missing.
    if (chosen) Object.assign(line, { doctor: edited?.doctor ?? chosen.line.doctor, treatment: chosen.line.treatment._id, devis: chosen.quote._id, lineDevis: chosen.line._id });
    if (edited) line.lineFicheId = edited._id;
    return onSubmit(line as SheetLineInput);
  });

  const choiceField = form.register('choice');
  const laboratoryField = form.register('laboratory');
  const priceLabField = form.register('priceLab');
  // Whether the user typed the lab price: a typed one is kept whatever the lab chosen.
  const labPriceTyped = useRef(false);
  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('sheets.quoteLine')}
        <select
          {...choiceField}
          {...fieldState('choice')}
          onChange={(event) => {
            void choiceField.onChange(event);
            const next = choices.find((choice) => choiceKey(choice) === event.target.value);
            form.setValue('teeth', next ? [...next.line.teeth.nums] : []);
          }}
          disabled={Boolean(edited)}
          autoFocus={!edited}
        >
          <option value="">{t('sheets.chooseQuoteLine')}</option>
          {choices.map((choice) => (
            <option key={choiceKey(choice)} value={choiceKey(choice)}>
              {t('sheets.quoteLineOf', { treatment: choice.line.treatment.name, number: choice.quote.numDevis, teeth: teethText(choice.line.teeth) })}
            </option>
          ))}
        </select>
      </label>
      {chosen && (
        <Controller
          control={form.control}
          name="teeth"
          render={({ field }) => (
            <ToothChart selected={field.value} onChange={field.onChange} treatmentType={chosen.line.treatment.type} allowed={chosen.line.teeth.nums} label={t('sheets.teethOf')} />
          )}
        />
      )}
      <label className="dn-field">
        {t('sheets.acte')}
        <input {...form.register('acte')} {...fieldState('acte')} placeholder={chosen?.line.treatment.name} />
      </label>
      <label className="dn-field">
        {t('sheets.unitPrice')}
        <input {...form.register('price')} {...fieldState('price')} {...AMOUNT_INPUT} placeholder={chosen ? t('sheets.asQuoted') : undefined} />
      </label>
      {charged !== undefined && (
        <p className="patients-muted" aria-live="polite">
          {t('sheets.charged', { amount: formatMoney(charged, language) })}
        </p>
      )}
      {edited?.appointment ? (
        // A booked line's date is its appointment's: cancel the appointment from the sheet to change it.
        <p className="patients-muted">{t('sheets.appointmentAt', { date: formatDate(edited.appointment.date, language), time: edited.appointment.time })}</p>
      ) : (
        <Controller
          control={form.control}
          name="dateAppointment"
          render={({ field }) => <DateField label={t('sheets.dateAppointment')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      )}
      <label className="dn-field">
        {t('sheets.laboratory')}
        <select
          {...laboratoryField}
          {...fieldState('laboratory')}
          onChange={(event) => {
            void laboratoryField.onChange(event);
            // A lab price the user typed stays, whatever the lab (its price list may have none for the
            // act); the one the edited line came with is that lab's, so another lab goes by its own list.
            if (!labPriceTyped.current) form.setValue('priceLab', event.target.value === edited?.consumptionLab?.laboratory._id ? valuesOf(edited).priceLab : '');
          }}
        >
          <option value="">{t('sheets.noLaboratory')}</option>
          {laboratories.map((lab) => (
            <option key={lab._id} value={lab._id}>
              {lab.name}
            </option>
          ))}
        </select>
      </label>
      <label className="dn-field">
        {t('sheets.labPrice')}
        <input
          {...priceLabField}
          {...fieldState('priceLab')}
          onChange={(event) => {
            labPriceTyped.current = true;
            void priceLabField.onChange(event);
          }}
          {...AMOUNT_INPUT}
          placeholder={laboratory ? t('sheets.asLabPriceList') : undefined}
        />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
