import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { csvText, downloadCsv, type CsvCell } from './csv';

/** "Exporter (CSV)": the table as the screen shows it, for a spreadsheet. */
export function CsvButton({ filename, header, rows, label }: { filename: string; header: readonly string[]; rows: readonly (readonly CsvCell[])[]; label: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="dn-button dn-button--ghost dn-no-print" aria-label={t('csv.exportOf', { table: label })} onClick={() => downloadCsv(filename, csvText(header, rows))}>
      <Download aria-hidden="true" size={16} />
      {t('csv.export')}
    </button>
  );
}
