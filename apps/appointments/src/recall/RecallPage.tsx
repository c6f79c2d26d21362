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
import { DoctorSwitch } from '../common/DoctorSwitch';
import { useDismissable } from '../calendar/labels';
import { recallApi } from '../data/recall-api';
import { RecallFilters, type RecallFilterValues } from './RecallFilters';
import { RecallTable } from './RecallTable';
import '../common/lists.css';

export const RECALL_PAGE_SIZE = 20;

/**
 * /appointments/{doctorId}/recall: the doctor's patients due for a check-up, sorted by due date and
 * paged by the server, with filters; a row sends the WhatsApp recall, is marked contacted, or books
 * (the booked patient then leaves the list).
 */
export function RecallPage() {
  const { t } = useTranslation('appointments');
  const { doctorId = '' } = useParams();
  const base = useBasePath('appointments');
  const [filters, setFilters] = useState<RecallFilterValues>({ window: 'all', contacted: 'all' });
  const [offset, setOffset] = useState(0);
  const read = recallApi.useRecallListQuery(doctorId ? { doctor: doctorId, ...filters, offset, limit: RECALL_PAGE_SIZE } : skipToken);
  const readErrors = useDismissable(read.isError && !read.isFetching ? problemMessages(read.error) : []);
  const writeErrors = useMessages();
  const canBook = useCan('AJOUTER', 'RDV');
  const [booking, setBooking] = useState<RecallItem | null>(null);
  const doctorPath = `${base}/${encodeURIComponent(doctorId)}`;
  return (
    <PageFrame
      title={t('titles.recall')}
      backTo={doctorPath}
      actions={
        <>
          <DoctorSwitch doctorId={doctorId} page="recall" />
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
      {!read.isError && <RecallTable doctorId={doctorId} items={read.data?.items} loading={read.isFetching} onBook={canBook ? setBooking : undefined} onError={writeErrors.setMessages} />}
      {read.data && <Pager offset={offset} shown={read.data.items.length} total={read.data.total} totalCapped={read.data.totalCapped} limit={RECALL_PAGE_SIZE} onPage={setOffset} label={t('pager.label')} />}
      {booking && <AppointmentModal doctorId={doctorId} patient={{ _id: booking.patient._id, name: booking.patient.name }} onClose={() => setBooking(null)} />}
    </PageFrame>
  );
}
