import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FreeSlot } from '@dental/contracts';
import { selectCabinetDoctors, useAppSelector } from '@dental/auth';
import { DoctorSelect, Modal } from '@dental/ui';
import { EVERY_DOCTOR } from '../common/DoctorSwitch';
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
      {everyDoctor && <DoctorSelect doctors={doctors} value={doctor} every={{ value: EVERY_DOCTOR, label: t('desk.freeSlots.allDoctors') }} onChange={setDoctor} />}
      {open && doctor !== '' && <FreeSlots doctorId={doctor === EVERY_DOCTOR ? undefined : doctor} onChoose={onChoose} />}
    </Modal>
  );
}
