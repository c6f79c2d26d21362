import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FreeSlot } from '@dental/contracts';
import { selectCabinetDoctors, useAppSelector } from '@dental/auth';
import { Modal } from '@dental/ui';
import { FreeSlots } from './FreeSlots';

/**
 * "Prochains créneaux libres" from the calendar: the next free slots of this doctor, or (with the
 * view of every doctor's agenda) of another doctor or of "Tous les médecins"; choosing one books it.
 */
export function FreeSlotsDialog({ open, doctorId, everyDoctor, onChoose, onClose }: { open: boolean; doctorId: string; everyDoctor: boolean; onChoose: (slot: FreeSlot) => void; onClose: () => void }) {
  const { t } = useTranslation('appointments');
  const doctors = useAppSelector(selectCabinetDoctors);
  const [doctor, setDoctor] = useState(doctorId);
  return (
    <Modal open={open} title={t('desk.freeSlots.title')} onClose={onClose}>
      {everyDoctor && (
        <label className="dn-field">
          {t('desk.freeSlots.doctor')}
          <select className="dn-input" value={doctor} onChange={(event) => setDoctor(event.target.value)}>
            <option value="">{t('desk.freeSlots.allDoctors')}</option>
            {doctors.map((d) => (
              <option key={d._id} value={d._id}>
                {d.username}
              </option>
            ))}
          </select>
        </label>
      )}
      {open && <FreeSlots doctorId={doctor || undefined} onChoose={onChoose} />}
    </Modal>
  );
}
