import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { csvText, downloadCsv, type CsvCell } from './csv';

type CsvRows = readonly (readonly CsvCell[])[];

/**
 * "Exporter (CSV)": the table as the screen shows it, for a spreadsheet. `rows` may be read when
 * clicked, for a table shown a page at a time whose file holds every page.
 */
export function CsvButton({ filename, header, rows, label }: { filename: string; header: readonly string[]; rows: CsvRows | (() => Promise<CsvRows>); label: string }) {
  const { t } = useTranslation();
  const save = async () => downloadCsv(filename, csvText(header, typeof rows === 'function' ? await rows() : rows));
  return (
    <button type="button" className="dn-button dn-button--ghost dn-no-print" aria-label={t('csv.exportOf', { table: label })} onClick={() => void save()}>
      <Download aria-hidden="true" size={16} />
      {t('csv.export')}
    </button>
  );
}
