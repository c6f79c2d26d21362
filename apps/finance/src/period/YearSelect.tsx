import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The year choice: every year from the clinic's first payment to this one (statistics/years). */
export function YearSelect({ years, register, value, onChange }: { years: readonly number[]; register?: UseFormRegisterReturn; value?: number; onChange?: (year: number) => void }) {
  const { t } = useTranslation();
  const bound = register ?? { value: value === undefined ? undefined : String(value), onChange: (event: { target: { value: string } }) => onChange?.(Number(event.target.value)) };
  return (
    <label className="dn-field">
      {t('period.year')}
      <select className="dn-input" {...bound}>
        {[...years].reverse().map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </select>
    </label>
  );
}
