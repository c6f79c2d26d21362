import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { listView, problemMessages, skipToken } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { useBasePath } from '@dental/module-kit';
import { ErrorBanners, PageFrame, Spinner, SuccessOverlay, useSuccessOverlay } from '@dental/ui';
import { useDismissable } from '../calendar/labels';
import { appointmentsApi } from '../data/appointments-api';
import { DaysForm } from './DaysForm';
import { SessionForm } from './SessionForm';
import '../calendar/appointments.css';
import { addScreenTexts } from '../texts';
import { configTranslations } from './translations';

addScreenTexts(configTranslations);

/** /appointments/{doctorId}/config: working days, then the matin and soir sessions. */
export function ConfigPage() {
  const { t } = useTranslation('appointments');
  const { doctorId = '' } = useParams();
  const base = useBasePath('appointments');
  const canEdit = useCan('MODIFIER', 'RDV');
  // This doctor's answers only (`currentData`): a form holds what it was first given, never the previous doctor's.
  const days = appointmentsApi.useDaysOfWorkQuery(doctorId || skipToken);
  const settingsQuery = appointmentsApi.useAppointmentSettingsQuery(doctorId || skipToken);
  const settings = listView({ ...settingsQuery, data: settingsQuery.currentData });
  const errors = useDismissable([...(days.isError && !days.isFetching ? problemMessages(days.error) : []), ...settings.errors]);
  const success = useSuccessOverlay();
  const [matin, soir] = (['matin', 'soir'] as const).map((part) => settings.items.find((s) => s.partOfTime === part));

  return (
    <PageFrame title={t('titles.config')} backTo={`${base}/${encodeURIComponent(doctorId)}`}>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      {(days.isFetching || settings.loading) && <Spinner />}
      <div className="appointments-config">
        {days.currentData && <DaysForm key={doctorId} doctorId={doctorId} days={days.currentData.dayOfWork} canEdit={canEdit} onSaved={success.show} />}
        {matin && <SessionForm key={matin._id} setting={matin} other={soir} canEdit={canEdit} onSaved={success.show} />}
        {soir && <SessionForm key={soir._id} setting={soir} other={matin} canEdit={canEdit} onSaved={success.show} />}
      </div>
      <SuccessOverlay visible={success.visible} label={t('config.saved')} />
    </PageFrame>
  );
}
