import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BellRing } from 'lucide-react';
import type { RecallItem } from '@dental/contracts';
import { problemMessages, skipToken } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { useBasePath } from '@dental/module-kit';
import { ErrorBanners, PageFrame, Pager, useMessages } from '@dental/ui';
import { AppointmentModal } from '../booking/AppointmentModal';
import { DoctorSwitch, EVERY_DOCTOR } from '../common/DoctorSwitch';
import { useDismissable } from '../calendar/labels';
import { recallApi } from '../data/recall-api';
import { RecallFilters, type RecallFilterValues } from './RecallFilters';
import { RecallTable } from './RecallTable';
import '../common/lists.css';

export const RECALL_PAGE_SIZE = 20;

/**
 * /appointments/{doctorId}/recall (`all` for "Tous les médecins", each row naming the patient's
 * doctors): the doctor's patients due for a check-up, sorted by due date and
 * paged by the server, with filters; a row sends the WhatsApp recall, is marked contacted, or books
 * (the booked patient then leaves the list).
 */
export function RecallPage() {
  const { t } = useTranslation('appointments');
  const { doctorId = '' } = useParams();
  const base = useBasePath('appointments');
  const [filters, setFilters] = useState<RecallFilterValues>({ window: 'all', contacted: 'all' });
  const [offset, setOffset] = useState(0);
  const every = doctorId === EVERY_DOCTOR;
  const read = recallApi.useRecallListQuery(doctorId ? { doctor: every ? undefined : doctorId, ...filters, offset, limit: RECALL_PAGE_SIZE } : skipToken);
  const readErrors = useDismissable(read.isError && !read.isFetching ? problemMessages(read.error) : []);
  const writeErrors = useMessages();
  const canBook = useCan('AJOUTER', 'RDV');
  const [booking, setBooking] = useState<RecallItem | null>(null);
  const doctorPath = `${base}/${encodeURIComponent(doctorId)}`;
  return (
    <PageFrame
      title={t('titles.recall')}
      backTo={every ? '/' : doctorPath}
      actions={
        <>
          <DoctorSwitch doctorId={doctorId} page="recall" offerEvery />
          <Link className="dn-button dn-button--ghost" to={`${doctorPath}/reminders`}>
            <BellRing aria-hidden="true" size={18} />
            {t('titles.reminders')}
          </Link>
        </>
      }
    >
      <RecallFilters
        value={filters}
        onChange={(value) => {
          setFilters(value);
          setOffset(0);
        }}
      />
      <ErrorBanners messages={readErrors.messages} onDismiss={readErrors.dismiss} />
      <ErrorBanners messages={writeErrors.messages} onDismiss={writeErrors.dismiss} />
      {!read.isError && <RecallTable doctorId={every ? null : doctorId} items={read.data?.items} loading={read.isFetching} onBook={canBook ? setBooking : undefined} onError={writeErrors.setMessages} />}
      {read.data && <Pager offset={offset} shown={read.data.items.length} total={read.data.total} totalCapped={read.data.totalCapped} limit={RECALL_PAGE_SIZE} onPage={setOffset} label={t('pager.label')} />}
      {booking && <AppointmentModal doctorId={every ? (booking.doctors[0]?._id ?? '') : doctorId} patient={{ _id: booking.patient._id, name: booking.patient.name }} onClose={() => setBooking(null)} />}
    </PageFrame>
  );
}
