import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { UserRoundCheck } from 'lucide-react';
import { problemMessages, skipToken } from '@dental/api-client';
import { addDays, isDay, localDay } from '@dental/domain';
import { useBasePath } from '@dental/module-kit';
import { DateField, ErrorBanners, PageFrame } from '@dental/ui';
import { DoctorSwitch } from '../common/DoctorSwitch';
import { useDismissable } from '../calendar/labels';
import { recallApi } from '../data/recall-api';
import { useMarkSent } from '../messages/use-mark-sent';
import { ReminderTable } from './ReminderTable';
import '../common/lists.css';

/**
 * /appointments/{doctorId}/reminders[?day=YYYY-MM-DD]: a day's appointments (tomorrow unless
 * chosen) with one click per patient to open the WhatsApp reminder and mark it sent, and the day's
 * counts of sent and to send.
 */
export function RemindersPage() {
  const { t } = useTranslation('appointments');
  const { doctorId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const base = useBasePath('appointments');
  const day = params.get('day') ?? addDays(localDay(), 1);
  // The field keeps what is being typed; a whole day opens it (a half-typed date is '' in a browser).
  const [typed, setTyped] = useState(day);
  const choose = (value: string) => {
    setTyped(value);
    if (isDay(value)) setParams({ day: value }, { replace: true });
  };
  const read = recallApi.useReminderDayQuery(doctorId ? { day, doctor: doctorId } : skipToken);
  const readErrors = useDismissable(read.isError && !read.isFetching ? problemMessages(read.error) : []);
  const reminders = useMarkSent();
  const doctorPath = `${base}/${encodeURIComponent(doctorId)}`;
  const data = read.currentData;
  return (
    <PageFrame
      title={t('titles.reminders')}
      backTo={doctorPath}
      actions={
        <>
          <DoctorSwitch doctorId={doctorId} page="reminders" />
          <Link className="dn-button dn-button--ghost" to={`${doctorPath}/recall`}>
            <UserRoundCheck aria-hidden="true" size={18} />
            {t('titles.recall')}
          </Link>
        </>
      }
    >
      <div className="appointments-filters">
        <DateField label={t('reminders.day')} name="day" value={typed} onChange={choose} />
      </div>
      {data && (
        <p className="appointments-counts" data-testid="reminder-counts">
          {t('reminders.counts', { sent: data.sent, toSend: data.toSend })}
        </p>
      )}
      <ErrorBanners messages={readErrors.messages} onDismiss={readErrors.dismiss} />
      <ErrorBanners messages={reminders.errors.messages} onDismiss={reminders.errors.dismiss} />
      {!read.isError && <ReminderTable day={day} items={data?.items} loading={read.isFetching} onSend={reminders.send} />}
    </PageFrame>
  );
}
