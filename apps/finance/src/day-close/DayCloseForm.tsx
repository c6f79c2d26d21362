import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney, paymentModeName, typedAmount, type DayClose } from '@dental/contracts';
import { compared, countedDiffers, dayCloseFigures } from '@dental/domain';
import { useLanguage } from '@dental/i18n';
import { AMOUNT_INPUT, ErrorBanners, Money } from '@dental/ui';
import { useServerForm, type ServerFormOptions } from '@dental/ui/form';
import { CashOut } from './CashOut';
import { dayCloseApi } from './day-close-api';

/** One text per method (`counted_<index>`) and the comment. */
type Fields = Record<string, string>;

const field = (index: number) => `counted_${index}`;

/** A typed amount ("1500", "1500,5"), or null while it is none (the form says why when sent). */
const amountOf = (text: string | undefined) => {
  const amount = typedAmount(text ?? '');
  return amount === undefined || Number.isNaN(amount) ? null : amount;
};

/**
 * The count of the open cash session: per payment method the amount recorded and an input for the
 * amount counted, the difference as it is typed; "Clôturer la caisse" (CLOTURER only) then shows the
 * check before anything is closed: the payments still unapproved (listed), the difference between
 * counted and recorded and the comment it requires; "Confirmer la clôture" closes.
 */
export function DayCloseForm({ data, canClose }: { data: DayClose; canClose: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [step, setStep] = useState<'count' | 'check'>('count');
  const [close] = dayCloseApi.useCloseDayMutation();
  const checkRef = useRef<HTMLDivElement>(null);
  const amountFields = useMemo(
    () => Object.fromEntries(data.lines.map((_, index) => [field(index), { invalid: 'dayClose.countedInvalid' }])) as ServerFormOptions<Fields>['amountFields'],
    [data.lines],
  );
  const { form, banners, saving, submitWith, fieldState } = useServerForm<Fields>({
    defaultValues: { ...Object.fromEntries(data.lines.map((_, index) => [field(index), ''])), comment: '' },
    amountFields,
    serverFields: { comment: ['dayClose.commentRequired', 'dayClose.commentTooLong'] },
  });
  const values = useWatch({ control: form.control }) as Fields;
  const counted = data.lines.map((line, index) => {
    const amount = amountOf(values[field(index)]);
    // A method without payments left blank counts 0, as the server reads it.
    return { ...line, counted: amount ?? (line.count === 0 ? 0 : null) };
  });
  const figures = dayCloseFigures(counted);
  const needsComment = countedDiffers(counted);

  const check = submitWith(async () => setStep('check'));
  // The check is read first: focus goes to it once shown.
  useEffect(() => {
    if (step === 'check') checkRef.current?.focus();
  }, [step]);
  const confirm = submitWith(async (typed) => {
    // A method left blank is not sent: the server asks only for the methods that took money.
    const amounts = data.lines.flatMap((line, index) => {
      const amount = amountOf(typed[field(index)]);
      return line.method._id === null || amount === null ? [] : [{ method: line.method._id, amount }];
    });
    await close({ day: data.day, body: { counted: amounts, comment: typed.comment ?? '' } }).unwrap();
  });

  return (
    <form onSubmit={step === 'count' ? check : confirm} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <table className="dn-table">
        <caption className="dn-visually-hidden">{t('dayClose.openCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dayClose.method')}</th>
            <th scope="col" className="dn-table__number">{t('dayClose.recorded')}</th>
            {canClose && <th scope="col">{t('dayClose.counted')}</th>}
            {canClose && <th scope="col" className="dn-table__number">{t('dayClose.difference')}</th>}
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line, index) => {
            const amount = amountOf(values[field(index)]);
            const method = paymentModeName(line.method.name, language);
            return (
              <tr key={`${line.method._id ?? 'none'}-${index}`}>
                <th scope="row">{method || '—'}</th>
                <td className="dn-table__number">
                  <Money amount={line.recorded} />
                </td>
                {canClose && (
                  <td>
                    {line.method._id !== null && (
                      <input
                        {...AMOUNT_INPUT}
                        readOnly={step === 'check'}
                        aria-label={t('dayClose.countedFor', { method })}
                        {...form.register(field(index))}
                        {...fieldState(field(index))}
                      />
                    )}
                  </td>
                )}
                {canClose && (
                  <td className="dn-table__number" data-testid={`difference-${line.method._id}`}>
                    {amount === null ? '—' : <Money amount={compared(amount, line.recorded).difference} />}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('dayClose.total')}</th>
            <td className="dn-table__number">
              <Money amount={data.totals.recorded} />
            </td>
            {canClose && <td colSpan={2} />}
          </tr>
        </tfoot>
      </table>
      <CashOut labs={data.labs} suppliers={data.suppliers} />
      {canClose && step === 'count' && (
        <button type="submit" className="dn-button" disabled={saving}>
          {t('dayClose.close')}
        </button>
      )}
      {canClose && step === 'check' && (
        <div className="finance-day-close__check" role="region" aria-label={t('dayClose.check')} tabIndex={-1} ref={checkRef} data-testid="cash-check">
          <h4>{t('dayClose.check')}</h4>
          {data.unapproved.length === 0 ? (
            <p>{t('dayClose.allApproved')}</p>
          ) : (
            <table className="dn-table" data-testid="cash-unapproved">
              <caption>{t('dayClose.unapprovedTitle', { count: data.unapproved.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dayClose.patient')}</th>
                  <th scope="col">{t('dayClose.doctor')}</th>
                  <th scope="col">{t('dayClose.method')}</th>
                  <th scope="col" className="dn-table__number">{t('dayClose.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.unapproved.map((payment) => (
                  <tr key={payment._id}>
                    <th scope="row">{payment.patient.name}</th>
                    <td>{payment.doctor}</td>
                    <td>{payment.method ? paymentModeName(payment.method, language) : '—'}</td>
                    <td className="dn-table__number">
                      <Money amount={payment.amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {needsComment && (
            <p className="finance-day-close__differs" data-testid="cash-differs">
              {t('dayClose.differs', { amount: formatMoney(figures.totals.difference ?? 0, language) })}
            </p>
          )}
          <label className="dn-field">
            <span>{t('dayClose.comment')}</span>
            <textarea rows={2} maxLength={1000} {...form.register('comment')} {...fieldState('comment')} aria-required={needsComment || undefined} />
          </label>
          <div className="dn-form__actions">
            <button type="button" className="dn-button dn-button--ghost" onClick={() => setStep('count')}>
              {t('dayClose.back')}
            </button>
            <button type="submit" className="dn-button" disabled={saving}>
              {t('dayClose.confirm')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
