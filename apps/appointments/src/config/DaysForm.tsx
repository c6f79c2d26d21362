import { useTranslation } from 'react-i18next';
import type { PartOfTime, WorkingDay } from '@dental/contracts';
import { ErrorBanners } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { appointmentsApi } from '../data/appointments-api';

const ORDERS = [0, 1, 2, 3, 4, 5, 6] as const;
type DayValues = Record<PartOfTime, boolean>;
type Values = { days: DayValues[] };

function valuesOf(days: readonly WorkingDay[]): Values {
  return { days: ORDERS.map((order) => ({ matin: false, soir: false, ...Object.fromEntries((days.find((d) => d.order === order)?.appointments ?? []).map((part) => [part, true])) })) };
}

/** The working days Lundi … Dimanche, each with the sessions worked (none: not a working day). */
export function DaysForm({ doctorId, days, canEdit, onSaved }: { doctorId: string; days: readonly WorkingDay[]; canEdit: boolean; onSaved: () => void }) {
  const { t } = useTranslation('appointments');
  const [save, { isLoading }] = appointmentsApi.useSaveDaysOfWorkMutation();
  const { form, banners, submitWith } = useServerForm<Values>({ defaultValues: valuesOf(days) });
  const { register } = form;

  const submit = submitWith(async ({ days: chosen }) => {
    const dayOfWork = chosen.flatMap((day, order) => {
      const appointments = (['matin', 'soir'] as const).filter((part) => day[part]);
      return appointments.length > 0 ? [{ order, appointments }] : [];
    });
    await save({ doctorId, body: { dayOfWork } }).unwrap();
    onSaved();
  });

  return (
    <form className="appointments-config__days" onSubmit={submit} aria-labelledby="appointments-days-title">
      <h2 id="appointments-days-title">{t('config.days')}</h2>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <table className="dn-table">
        <thead>
          <tr>
            <th scope="col">{t('config.day')}</th>
            <th scope="col">{t('sessions.matin')}</th>
            <th scope="col">{t('sessions.soir')}</th>
          </tr>
        </thead>
        <tbody>
          {ORDERS.map((order) => (
            <tr key={order}>
              <th scope="row">{t(`days.${order}`)}</th>
              {(['matin', 'soir'] as const).map((part) => (
                <td key={part}>
                  <input
                    type="checkbox"
                    disabled={!canEdit}
                    aria-label={`${t(`days.${order}`)} ${t(`sessions.${part}`)}`}
                    {...register(`days.${order}.${part}`)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {canEdit && (
        <div className="dn-form__actions">
          <button type="submit" className="dn-button" disabled={isLoading}>
            {isLoading ? t('common:saving') : t('config.saveDays')}
          </button>
        </div>
      )}
    </form>
  );
}
