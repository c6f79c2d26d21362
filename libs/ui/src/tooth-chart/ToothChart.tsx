import { useTranslation } from 'react-i18next';
import { addNamespace } from '@dental/i18n';
import { isGumArea, placesOnGum } from '@dental/domain';
import { GUM_ROWS, TOOTH_ROWS, type ChartRow } from './chart-layout';
import { toothChartTranslations } from './translations';
import './tooth-chart.css';

addNamespace('toothChart', toothChartTranslations);

export interface ToothChartProps {
  /** The teeth or gum areas chosen: none to add new teeth, a line's to edit it. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /**
   * The treatment placed: a gum treatment (gencive) enables the gum areas only, any other the teeth
   * only; without a treatment nothing can be chosen.
   */
  treatmentType: string | null;
  /** In a treatment sheet, only the teeth of the chosen quote line can be picked. */
  allowed?: readonly string[];
  /** The accessible name of the chart ("Schéma dentaire" by default). */
  label?: string;
}

interface ChoiceProps {
  value: string;
  name: string;
  pressed: boolean;
  enabled: boolean;
  onToggle: (value: string) => void;
}

/** One tooth or area: a toggle button named after it, its number on it. */
function Choice({ value, name, pressed, enabled, onToggle }: ChoiceProps) {
  const kind = isGumArea(value) ? 'dn-tooth dn-tooth--area' : 'dn-tooth';
  return (
    <button type="button" className={kind} aria-pressed={pressed} aria-label={name} title={name} disabled={!enabled} onClick={() => onToggle(value)}>
      {value}
    </button>
  );
}

/**
 * The FDI tooth chart: permanent and child teeth, and the gum areas, as the dentist reads it. The
 * chart keeps its left-to-right layout in the Arabic pages, as dental charts are always drawn so.
 * Used to add teeth to a new line, edit a line, append a line to a quote, and in treatment sheets.
 */
export function ToothChart({ selected, onChange, treatmentType, allowed, label }: ToothChartProps) {
  const { t } = useTranslation('toothChart');
  const onGum = treatmentType !== null && placesOnGum(treatmentType);
  const enabled = (value: string) => treatmentType !== null && isGumArea(value) === onGum && (allowed === undefined || allowed.includes(value));
  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((chosen) => chosen !== value) : [...selected, value]);
  const choice = (value: string, name: string) => (
    <Choice key={value} value={value} name={name} pressed={selected.includes(value)} enabled={enabled(value)} onToggle={toggle} />
  );
  const teeth = (row: ChartRow, jaw: string) => (
    <div className="dn-tooth-chart__row" role="group" aria-label={jaw}>
      <div className="dn-tooth-chart__half">{row.right.map((num) => choice(num, t('tooth', { num })))}</div>
      <div className="dn-tooth-chart__half">{row.left.map((num) => choice(num, t('tooth', { num })))}</div>
    </div>
  );
  const set = (kind: 'permanent' | 'child') => (
    <div className="dn-tooth-chart__set" role="group" aria-label={t(kind)}>
      {teeth(TOOTH_ROWS[kind].upper, t('upper'))}
      {teeth(TOOTH_ROWS[kind].lower, t('lower'))}
    </div>
  );
  return (
    <div className="dn-tooth-chart" dir="ltr" role="group" aria-label={label ?? t('chart')}>
      {set('permanent')}
      {set('child')}
      <div className="dn-tooth-chart__set dn-tooth-chart__set--gum" role="group" aria-label={t('gum')}>
        {[GUM_ROWS.upper, GUM_ROWS.lower].map((row) => (
          <div key={row.join()} className="dn-tooth-chart__areas">
            {row.map((area) => choice(area, `${area} – ${t(`areas.${area}`)}`))}
          </div>
        ))}
      </div>
    </div>
  );
}
