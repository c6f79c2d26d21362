import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { APPOINTMENT_REASON_MAX_LENGTH } from '@dental/contracts';
import { ErrorBanners, FormActions, Modal } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { appointmentsApi } from '../data/appointments-api';

/** "Annulé": the cancellation of an appointment with its reason (optional), confirmed in a dialog. */
export function CancelDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t } = useTranslation('appointments');
  const [setState] = appointmentsApi.useSetAppointmentStateMutation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<{ reason: string }>({
    defaultValues: { reason: '' },
    serverFields: { reason: ['appointment.reasonTooLong'] },
    onDone: onClose,
  });
  const submit = submitWith(({ reason }) => setState({ appointment, body: { state: 'cancelled', reason: reason.trim() || null } }).unwrap());
  return (
    <Modal open title={t('desk.cancelTitle', { name: appointment.patient.name })} onClose={onClose}>
      <form className="dn-form" onSubmit={submit} noValidate>
        <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
        <p>{t('desk.cancelQuestion', { name: appointment.patient.name, time: appointment.time })}</p>
        <label className="dn-field">
          {t('desk.reason')}
          <input {...form.register('reason')} {...fieldState('reason')} maxLength={APPOINTMENT_REASON_MAX_LENGTH} autoComplete="off" autoFocus />
        </label>
        <FormActions saving={saving} onCancel={onClose} />
      </form>
    </Modal>
  );
}
