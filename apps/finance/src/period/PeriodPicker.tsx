import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@dental/contracts';
import { PERIOD_PRESETS } from '@dental/domain';
import { formatDate, useLanguage } from '@dental/i18n';
import type { PeriodReading, PeriodChoice } from './period-query';
import { YearSelect } from './YearSelect';

interface Props {
  reading: PeriodReading;
  years: readonly number[];
  onChoose: (choice: PeriodChoice) => void;
}

type Fields = { day: string; month: string; year: string; from: string; to: string };

function fieldsOf({ choice, period }: PeriodReading): Fields {
  const fallbackYear = (period?.from ?? '').slice(0, 4);
  if (choice.kind === 'selection') return { day: choice.day, month: choice.month, year: choice.year, from: '', to: '' };
  if (choice.kind === 'range') return { day: '', month: '', year: fallbackYear, from: choice.from, to: choice.to };
  return { day: '', month: '', year: fallbackYear, from: period?.from ?? '', to: period?.to ?? '' };
}

/**
 * The period of the payments and accounting tabs: presets, the day/month/year inputs of the spec
 * ('jour', 'mois') and a free range. Each choice goes into the address; an impossible date (31/02)
 * is said in words, and nothing is read for it.
 */
export function PeriodPicker({ reading, years, onChoose }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm<Fields>({ values: fieldsOf(reading) });
  const { register, handleSubmit } = form;
  const invalid = reading.period === null;
  const active = reading.choice.kind === 'preset' ? reading.choice.preset : null;
  const offered = years.length ? years : [Number(fieldsOf(reading).year) || new Date().getFullYear()];

  return (
    <section className="finance-period dn-no-print" aria-label={t('period.label')}>
      <div className="finance-period__presets" role="group" aria-label={t('period.presets')}>
        {PERIOD_PRESETS.map((preset) => (
          <button key={preset} type="button" className="dn-button dn-button--ghost" aria-pressed={active === preset} onClick={() => onChoose({ kind: 'preset', preset })}>
            {t(`period.preset.${preset}`)}
          </button>
        ))}
      </div>
      <form className="finance-period__form" noValidate onSubmit={handleSubmit(({ day, month, year }) => onChoose({ kind: 'selection', year, month: month.trim(), day: day.trim() }))}>
        <label className="dn-field">
          {t('period.day')}
          <input className="dn-input finance-period__short" type="number" inputMode="numeric" min={1} max={31} placeholder={t('period.dayPlaceholder')} aria-invalid={invalid || undefined} {...register('day')} />
        </label>
        <label className="dn-field">
          {t('period.month')}
          <input className="dn-input finance-period__short" type="number" inputMode="numeric" min={1} max={12} placeholder={t('period.monthPlaceholder')} aria-invalid={invalid || undefined} {...register('month')} />
        </label>
        <YearSelect years={offered} register={register('year')} />
        <button type="submit" className="dn-button">
          {t('period.show')}
        </button>
      </form>
      <form className="finance-period__form" noValidate onSubmit={handleSubmit(({ from, to }) => onChoose({ kind: 'range', from, to }))}>
        <label className="dn-field">
          {t('period.from')}
          <input className="dn-input dn-input--date" type="date" dir="ltr" {...register('from')} />
        </label>
        <label className="dn-field">
          {t('period.to')}
          <input className="dn-input dn-input--date" type="date" dir="ltr" {...register('to')} />
        </label>
        <button type="submit" className="dn-button">
          {t('period.showRange')}
        </button>
      </form>
      {invalid ? (
        <p className="finance-period__error" role="alert" data-testid="period-error">
          {translateMessage('statistics.dateInvalid', language)}
        </p>
      ) : (
        <p className="finance-period__shown" data-testid="period-shown">
          {reading.period!.from === reading.period!.to
            ? t('period.shownDay', { day: formatDate(reading.period!.from, language) })
            : t('period.shownRange', { from: formatDate(reading.period!.from, language), to: formatDate(reading.period!.to, language) })}
        </p>
      )}
    </section>
  );
}
