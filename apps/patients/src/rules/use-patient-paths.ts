import { useMemo } from 'react';
import type { PatientStage } from '@dental/contracts';
import { useBasePath } from '@dental/module-kit';
import { patientFilePath, patientListPath, type FileSection } from './back-link';

/** The module's paths under the base path the application mounts it at (its props), never a literal. */
export function usePatientPaths() {
  const base = useBasePath('patient');
  return useMemo(
    () => ({
      base,
      file: (doctorId: string, patientId: string, section?: FileSection) => patientFilePath(doctorId, patientId, section, base),
      list: (stage: PatientStage, doctorId: string) => patientListPath(stage, doctorId, base),
    }),
    [base],
  );
}
