import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import type { Appointment, AppointmentState } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { localDay, nextStates } from '@dental/domain';
import { ErrorBanners, useMessages } from '@dental/ui';
import { appointmentsApi } from '../data/appointments-api';
import { STATE_ICONS } from './state-icons';

// The cancellation's form (with the form library) loads when a cancellation is asked for.
const CancelDialog = lazy(() => import('./CancelDialog').then((dialog) => ({ default: dialog.CancelDialog })));

/**
 * The desk's buttons for an appointment: each state it may move to now ("Arrivé", "Au fauteuil",
 * "Terminé", "Absent", "Annulé": a cancellation asks its reason) and "Annuler le changement" while
 * the day's last change may be undone. Compact: icons named for screen readers and tooltips.
 */
export function StateActions({ appointment, compact = false }: { appointment: Appointment; compact?: boolean }) {
  const { t } = useTranslation('appointments');
  const canChange = useCan('MODIFIER', 'RDV');
  const [setState, setting] = appointmentsApi.useSetAppointmentStateMutation();
  const [undo, undoing] = appointmentsApi.useUndoAppointmentStateMutation();
  const [cancelling, setCancelling] = useState(false);
  const errors = useMessages();
  if (!canChange) return null;
  const busy = setting.isLoading || undoing.isLoading;
  const name = appointment.patient.name;

  const run = async (change: () => Promise<unknown>) => {
    errors.clear();
    try {
      await change();
    } catch (error) {
      errors.setMessages(problemMessages(error));
    }
  };
  const move = (state: AppointmentState) =>
    state === 'cancelled' ? setCancelling(true) : run(() => setState({ appointment, body: { state } }).unwrap());
  const label = (state: AppointmentState) => t(`desk.to.${state}`, { name });
  const buttonClass = compact ? 'dn-icon-button' : 'dn-button dn-button--ghost appointments-desk__button';

  return (
    <span className={compact ? 'appointments-desk appointments-desk--compact' : 'appointments-desk'}>
      {nextStates(appointment.state, appointment.date, localDay()).map((state) => {
        const Icon = STATE_ICONS[state];
        return (
          <button key={state} type="button" className={`${buttonClass} appointments-desk--${state}`} disabled={busy} aria-label={label(state)} title={label(state)} onClick={() => move(state)}>
            <Icon aria-hidden="true" size={16} />
            {!compact && t(`desk.actions.${state}`)}
          </button>
        );
      })}
      {appointment.undoable && (
        <button type="button" className={buttonClass} disabled={busy} aria-label={t('desk.undoOf', { name })} title={t('desk.undoOf', { name })} onClick={() => run(() => undo(appointment).unwrap())}>
          <Undo2 aria-hidden="true" size={16} />
          {!compact && t('desk.undo')}
        </button>
      )}
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      {cancelling && (
        <Suspense fallback={null}>
          <CancelDialog appointment={appointment} onClose={() => setCancelling(false)} />
        </Suspense>
      )}
    </span>
  );
}
