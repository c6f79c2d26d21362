import { useTranslation } from 'react-i18next';
import type { DoctorSummary } from '@dental/contracts';
import { WHOLE_CLINIC } from './scope';

/** The global view's choice: any cabinet doctor, or the whole clinic. */
export function DoctorChoice({ doctors, value, onChange }: { doctors: readonly DoctorSummary[]; value: string; onChange: (doctorId: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className="dn-field">
      {t('common:doctor')}
      <select className="dn-input" name="doctor" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={WHOLE_CLINIC}>{t('statistics.wholeClinic')}</option>
        {doctors.map((doctor) => (
          <option key={doctor._id} value={doctor._id}>
            {doctor.username}
          </option>
        ))}
      </select>
    </label>
  );
}
