import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DayClose } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { compared } from '@dental/domain';
import { Money, ReadErrors } from '@dental/ui';
import { dayCloseApi } from './day-close-api';

type Fields = { counted: string[] };

/** A typed amount, or null while it is not one (the server says why when sent). */
const amountOf = (text: string | undefined) => (text !== undefined && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null);

const countedOf = (method: string, amount: number | null) => (amount === null ? [] : [{ method, amount }]);

/**
 * The count of an open day: per payment method the takings recorded and an input for the amount
 * counted, the difference as it is typed, then "Clôturer la journée" (with CLOTURER only).
 */
export function DayCloseForm({ data, canClose }: { data: DayClose; canClose: boolean }) {
  const { t } = useTranslation();
  const { register, handleSubmit, control } = useForm<Fields>({ defaultValues: { counted: data.lines.map(() => '') } });
  const [close, state] = dayCloseApi.useCloseDayMutation();
  const counted = useWatch({ control, name: 'counted' });
  const send = handleSubmit(({ counted: amounts }) =>
    // A method left blank is not sent: the server asks only for the methods that took money that day.
    close({ day: data.day, body: { counted: data.lines.flatMap((line, index) => countedOf(line.method._id, amountOf(amounts[index]))) } }),
  );
  const messages = state.isError ? problemMessages(state.error) : [];
  return (
    <form onSubmit={send} noValidate>
      {messages.length > 0 && <ReadErrors messages={messages} />}
      <table className="dn-table">
        <caption className="dn-visually-hidden">{t('dayClose.caption')}</caption>
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
            const amount = amountOf(counted?.[index]);
            return (
              <tr key={line.method._id}>
                <th scope="row">{line.method.name}</th>
                <td className="dn-table__number">
                  <Money amount={line.recorded} />
                </td>
                {canClose && (
                  <td>
                    <input
                      className="dn-input"
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="0.01"
                      aria-label={t('dayClose.countedFor', { method: line.method.name })}
                      aria-invalid={messages.length > 0 || undefined}
                      {...register(`counted.${index}`)}
                    />
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
      {canClose && (
        <button type="submit" className="dn-button" disabled={state.isLoading}>
          {t('dayClose.close')}
        </button>
      )}
    </form>
  );
}
