import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { ReminderItem } from '@dental/contracts';
import { problemMessages, skipToken } from '@dental/api-client';
import { selectUserData, useAppSelector, useCan } from '@dental/auth';
import { reminderDay } from '@dental/domain';
import { PatientFileLink } from '@dental/module-kit';
import { ErrorBanners, Spinner, useMessages } from '@dental/ui';
import { useDismissable } from '../calendar/labels';
import { awaitingFirst, LIVE_ANSWERS } from '../data/live';
import { recallApi } from '../data/recall-api';
import { PatientAnswerNote } from '../desk/PatientAnswerNote';
import './callbacks.css';

/**
 * The home's "À rappeler": the patients who cancelled or asked for another time through their
 * reminder's link (as they answer: LIVE_ANSWERS), until the desk marks them "Traité". Every doctor's
 * with the view of every agenda, else the signed-in doctor's own; nothing for anybody else.
 */
export function CallbackList() {
  const { t } = useTranslation('appointments');
  const user = useAppSelector(selectUserData);
  const everyDoctor = useCan('AFFICHER_GLOBAL', 'RDV');
  const scope = everyDoctor ? {} : user?.doctor ? { doctor: user._id } : null;
  const read = recallApi.useCallbacksQuery(scope ?? skipToken, LIVE_ANSWERS);
  const errors = useDismissable(read.isError && !read.isFetching ? problemMessages(read.error) : []);
  if (!scope) return null;
  const items = read.data?.items ?? [];
  return (
    <section className="appointments-callbacks" aria-labelledby="appointments-callbacks-title">
      <h2 id="appointments-callbacks-title">{t('callbacks.title')}</h2>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      {awaitingFirst(read) && <Spinner />}
      {read.isSuccess && items.length === 0 && <p>{t('callbacks.none')}</p>}
      {items.length > 0 && (
        <ul className="appointments-callbacks__list">
          {items.map((item) => (
            <CallbackRow key={item._id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A patient to call back: who (to their file), their phone, the appointment, what they answered, and "Traité" for whoever may change appointments. */
function CallbackRow({ item }: { item: ReminderItem }) {
  const { t } = useTranslation('appointments');
  const canChange = useCan('MODIFIER', 'RDV');
  const [markHandled, marking] = recallApi.useMarkCallbackHandledMutation();
  const errors = useMessages();
  const handle = async () => {
    errors.clear();
    try {
      await markHandled(item._id).unwrap();
    } catch (error) {
      errors.setMessages(problemMessages(error));
    }
  };
  return (
    <li>
      <PatientFileLink className="appointments-callbacks__name" doctorId={item.doctor} patient={item.patient} />
      <span dir="ltr">{item.patient.contact.phone}</span>
      <span>{t('callbacks.appointment', { date: reminderDay(item.date), time: item.time, doctor: item.doctorName })}</span>
      <PatientAnswerNote answer={item.patientAnswer} />
      {canChange && (
        <button type="button" className="dn-button dn-button--ghost" disabled={marking.isLoading} aria-label={t('callbacks.handledOf', { name: item.patient.name })} onClick={handle}>
          <Check aria-hidden="true" size={16} />
          {t('callbacks.handled')}
        </button>
      )}
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
    </li>
  );
}
