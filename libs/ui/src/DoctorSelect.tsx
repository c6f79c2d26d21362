import { useTranslation } from 'react-i18next';
import type { DoctorSummary } from '@dental/contracts';

/** A labelled choice among the cabinet doctors, for users with the global view; `every` offers all of them at once (its value and label). */
export function DoctorSelect({ doctors, value, onChange, every }: { doctors: readonly DoctorSummary[]; value: string; onChange: (doctorId: string) => void; every?: { value: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <label className="dn-field">
      {t('common:doctor')}
      <select className="dn-input" name="doctor" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('common:chooseDoctor')}</option>
        {every && <option value={every.value}>{every.label}</option>}
        {doctors.map((doctor) => (
          <option key={doctor._id} value={doctor._id}>
            {doctor.username}
          </option>
        ))}
      </select>
    </label>
  );
}
