import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { csvFileName, csvText, downloadCsv, type CsvCell } from './csv';
import { useCsvNaming } from './csv-naming';

type CsvRows = readonly (readonly CsvCell[])[];

/**
 * "Exporter (CSV)": the table as the screen shows it, for a spreadsheet, in a file named after what
 * it holds (`name`), the doctor and the period (`versement-dr.sidi-2026-10.csv`). `rows` may be read
 * when clicked, for a table shown a page at a time whose file holds every page.
 */
export function CsvButton({ name, header, rows, label }: { name: string; header: readonly string[]; rows: CsvRows | (() => Promise<CsvRows>); label: string }) {
  const { t } = useTranslation();
  const { whose, period } = useCsvNaming();
  const save = async () => downloadCsv(csvFileName(name, whose, period), csvText(header, typeof rows === 'function' ? await rows() : rows));
  return (
    <button type="button" className="dn-button dn-button--ghost dn-no-print" aria-label={t('csv.exportOf', { table: label })} onClick={() => void save()}>
      <Download aria-hidden="true" size={16} />
      {t('csv.export')}
    </button>
  );
}
