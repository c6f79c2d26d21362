import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sessionApi } from '@dental/api-client';
import { selectCabinetDoctors, useAppSelector, useCan } from '@dental/auth';
import { useBasePath } from '@dental/module-kit';
import { DoctorSelect } from '@dental/ui';

/** The address segment of the lists that show every doctor's rows at once (recall, reminders). */
export const EVERY_DOCTOR = 'all';

/**
 * For users with the view of every doctor's agenda, the drop-down that opens the same page
 * (`page`, after the doctor's id) for another doctor, or for "Tous les
 * médecins" (`offerEvery`); nothing for the others.
 */
export function DoctorSwitch({ doctorId, page, offerEvery = false }: { doctorId: string; page: string; offerEvery?: boolean }) {
  const { t } = useTranslation('appointments');
  const base = useBasePath('appointments');
  const navigate = useNavigate();
  const everyDoctor = useCan('AFFICHER_GLOBAL', 'RDV');
  sessionApi.useUsersQuery(undefined, { skip: !everyDoctor });
  const doctors = useAppSelector(selectCabinetDoctors);
  if (!everyDoctor) return null;
  return (
    <DoctorSelect
      doctors={doctors}
      value={doctorId}
      every={offerEvery ? { value: EVERY_DOCTOR, label: t('desk.freeSlots.allDoctors') } : undefined}
      onChange={(id) => id && navigate(`${base}/${encodeURIComponent(id)}/${page}`)}
    />
  );
}
