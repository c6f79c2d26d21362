import { useNavigate } from 'react-router-dom';
import { sessionApi } from '@dental/api-client';
import { selectCabinetDoctors, useAppSelector, useCan } from '@dental/auth';
import { useBasePath } from '@dental/module-kit';
import { DoctorSelect } from '@dental/ui';

/**
 * For users with the view of every doctor's agenda, the drop-down that opens the same page
 * (`page`, after the doctor's id) for another doctor; nothing for the others.
 */
export function DoctorSwitch({ doctorId, page }: { doctorId: string; page: string }) {
  const base = useBasePath('appointments');
  const navigate = useNavigate();
  const everyDoctor = useCan('AFFICHER_GLOBAL', 'RDV');
  sessionApi.useUsersQuery(undefined, { skip: !everyDoctor });
  const doctors = useAppSelector(selectCabinetDoctors);
  if (!everyDoctor) return null;
  return <DoctorSelect doctors={doctors} value={doctorId} onChange={(id) => id && navigate(`${base}/${encodeURIComponent(id)}/${page}`)} />;
}
