import { useTranslation } from 'react-i18next';
import type { DoctorSummary } from '@dental/contracts';

/**
 * A labelled choice among the cabinet doctors, for users with the global view; `every` offers all of
 * them at once (its value and label); `label` names the choice when "Médecin" alone is not enough;
 * `invalid` marks it while a form's message names it.
 */
export function DoctorSelect({
  doctors,
  value,
  onChange,
  every,
  label,
  invalid = false,
}: {
  doctors: readonly DoctorSummary[];
  value: string;
  onChange: (doctorId: string) => void;
  every?: { value: string; label: string };
  label?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="dn-field">
      {label ?? t('common:doctor')}
      <select className={invalid ? 'dn-input dn-field--invalid' : 'dn-input'} aria-invalid={invalid || undefined} name="doctor" value={value} onChange={(e) => onChange(e.target.value)}>
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
