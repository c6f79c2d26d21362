import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientDayAppointment } from '@dental/contracts';
import { Modal } from '@dental/ui';

export interface SameDayConfirmProps {
  /** The patient's appointments that day, with any doctor; the dialog is open while there are some. */
  appointments: readonly PatientDayAppointment[] | null;
  /** The time being booked: an appointment at that very time is said "à la même heure". */
  time: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before booking a patient who already has an appointment that day (or at that very time:
 * "à la même heure"): when and with whom, then
 * "Réserver quand même" or "Annuler". The focus goes to Annuler (Enter twice never books unseen);
 * Escape and the close button cancel.
 */
export function SameDayConfirm({ appointments, time, onConfirm, onCancel }: SameDayConfirmProps) {
  const { t, i18n } = useTranslation('appointments');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const open = appointments !== null && appointments.length > 0;

  // After the dialog has opened (its own effect shows it, after this one), the focus goes in.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => cancelRef.current?.focus());
    return () => clearTimeout(timer);
  }, [open]);

  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    (appointments ?? []).map((appointment) => t('booking.sameDay.appointment', { time: appointment.time, doctor: appointment.doctorName })),
  );

  const texts = (appointments ?? []).some((appointment) => appointment.time === time) ? 'booking.sameTime' : 'booking.sameDay';
  return (
    <Modal open={open} title={t(`${texts}.title`)} onClose={onCancel}>
      <p className="dn-confirm__question">{t(`${texts}.question`, { appointments: list })}</p>
      <div className="dn-form__actions">
        <button ref={cancelRef} type="button" className="dn-button dn-button--ghost" onClick={onCancel}>
          {t('booking.sameDay.cancel')}
        </button>
        <button type="button" className="dn-button" onClick={onConfirm}>
          {t('booking.sameDay.confirm')}
        </button>
      </div>
    </Modal>
  );
}
