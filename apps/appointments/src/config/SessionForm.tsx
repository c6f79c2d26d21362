import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppointmentSetting } from '@dental/contracts';
import { SESSION_COUNT_LIMITS, SESSION_LENGTH_LIMITS, sessionProblems, sessionsOverlap, slotsOf } from '@dental/domain';
import { ErrorBanners } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { appointmentsApi } from '../data/appointments-api';

interface Values {
  start: string;
  end: string;
  time: string;
  countSeance: string;
}

const valuesOf = (setting: AppointmentSetting): Values => ({ start: setting.start, end: setting.end, time: String(setting.time), countSeance: String(setting.countSeance) });

/**
 * One session (matin or soir): start, end, session length and number of sessions, with the slots it
 * gives; impossible settings are told before anything is sent, and the server checks again.
 */
export function SessionForm({ setting, other, canEdit, onSaved }: { setting: AppointmentSetting; other?: AppointmentSetting; canEdit: boolean; onSaved: () => void }) {
  const { t } = useTranslation('appointments');
  const [update, { isLoading }] = appointmentsApi.useUpdateAppointmentSettingMutation();
  const { form, banners, submitWith, fieldState } = useServerForm<Values>({
    defaultValues: valuesOf(setting),
    serverFields: { start: ['appointmentSetting.timeInvalid'], time: ['appointmentSetting.lengthInvalid'], countSeance: ['appointmentSetting.countInvalid'] },
  });
  const { register, control } = form;
  const session = t(`sessions.${setting.partOfTime}`);
  const id = `appointments-session-${setting.partOfTime}`;

  const problemsOf = (values: Values): string[] => {
    const next = { start: values.start, end: values.end, time: Number(values.time), countSeance: Number(values.countSeance) };
    const problems = sessionProblems(next).map((problem) =>
      t(`config.problems.${problem}`, {
        ...(problem === 'lengthInvalid' ? SESSION_LENGTH_LIMITS : problem === 'countInvalid' ? SESSION_COUNT_LIMITS : {}),
        count: next.countSeance,
        length: next.time,
        start: next.start,
        end: next.end,
      }),
    );
    if (problems.length === 0 && other) {
      const [matin, soir] = setting.partOfTime === 'matin' ? [next, other] : [other, next];
      if (sessionsOverlap(matin, soir)) problems.push(t('config.problems.overlap'));
    }
    return problems;
  };

  // Impossible settings are told before anything is sent; the server checks them again.
  const submit = submitWith(async (values) => {
    const problems = problemsOf(values);
    if (problems.length > 0) {
      banners.setMessages(problems);
      return;
    }
    await update({
      doctorId: setting.doctor,
      settingId: setting._id,
      body: { start: values.start, end: values.end, partOfTime: setting.partOfTime, countSeance: Number(values.countSeance), time: Number(values.time) },
    }).unwrap();
    onSaved();
  });

  const current = useWatch({ control }) as Values;
  const preview = problemsOf(current).length === 0 ? slotsOf({ start: current.start, time: Number(current.time), countSeance: Number(current.countSeance) }) : [];

  return (
    <form className="appointments-config__session" onSubmit={submit} aria-labelledby={id} noValidate>
      <h2 id={id}>{session}</h2>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <div className="appointments-config__fields">
        <label className="dn-field">
          {t('config.start')}
          <input {...fieldState('start')} type="time" dir="ltr" disabled={!canEdit} {...register('start')} />
        </label>
        <label className="dn-field">
          {t('config.end')}
          <input {...fieldState('end')} type="time" dir="ltr" disabled={!canEdit} {...register('end')} />
        </label>
        <label className="dn-field">
          {t('config.length')}
          <input {...fieldState('time')} type="number" inputMode="numeric" disabled={!canEdit} {...register('time')} />
        </label>
        <label className="dn-field">
          {t('config.count')}
          <input {...fieldState('countSeance')} type="number" inputMode="numeric" disabled={!canEdit} {...register('countSeance')} />
        </label>
      </div>
      {preview.length > 0 && (
        <p className="appointments-config__slots" dir="auto">
          {t('config.slots', { slots: preview.map((slot) => slot.time).join(' · ') })}
        </p>
      )}
      {canEdit && (
        <div className="dn-form__actions">
          <button type="submit" className="dn-button" disabled={isLoading}>
            {isLoading ? t('common:saving') : t('config.save', { session })}
          </button>
        </div>
      )}
    </form>
  );
}
