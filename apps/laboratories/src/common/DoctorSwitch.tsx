import { DoctorSelect } from '@dental/ui';
import type { DoctorScope } from './doctors';

/**
 * The doctor drop-down of a doctor-scoped screen, for users with the global view only: choosing
 * a cabinet doctor opens the same screen for them.
 */
export function DoctorSwitch({ scope, doctorId, onChange }: { scope: DoctorScope; doctorId: string; onChange: (doctorId: string) => void }) {
  if (!scope.global) return null;
  return (
    <div className="labs-doctor-switch">
      <DoctorSelect doctors={scope.doctors} value={doctorId} onChange={(id) => id && onChange(id)} />
    </div>
  );
}
