import { useTranslation } from 'react-i18next';
import type { TreatmentStatistics } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { DataTable, Money } from '@dental/ui';
import { CsvButton } from '../common/CsvButton';
import { ReadState } from '../common/ReadState';
import { percentText } from '../common/format';
import { YearSelect } from '../period/YearSelect';
import { treatmentStatisticsApi } from './treatments-api';
import { addScreenTexts } from '../texts';
import { treatmentsTranslations } from './translations';

addScreenTexts(treatmentsTranslations);

type Row = TreatmentStatistics['rows'][number];

/** Traitements: a year's treatments by number of teeth (NBS, descending, as the server sorts them). */
export function TreatmentsTab({ doctor, year, years, onYear }: { doctor?: string; year: number; years: readonly number[]; onYear: (year: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const read = treatmentStatisticsApi.useTreatmentStatisticsQuery({ doctor, year });
  const caption = t('treatments.caption', { year });
  const header = [t('treatments.treatment'), t('treatments.nbs'), t('treatments.percentage'), t('treatments.acts'), t('treatments.amount')];
  return (
    <>
      <div className="finance-toolbar dn-no-print">
        <YearSelect years={years.includes(year) ? years : [...years, year].sort()} value={year} onChange={onYear} />
      </div>
      <ReadState read={read}>
        {(data) => (
          <section className="finance-section" aria-label={caption}>
            <div className="finance-section__head">
              <h2 className="finance-section__title">{caption}</h2>
              <CsvButton
                name="traitements"
                label={caption}
                header={header}
                rows={data.rows.map((row) => [row.name, row.nbs, { percent: row.percentage }, row.acts, { money: row.amount }])}
              />
            </div>
            <DataTable<Row>
              caption={caption}
              rows={data.rows}
              rowKey={(row) => row.treatment}
              empty={t('treatments.none')}
              columns={[
                { id: 'treatment', header: header[0], cell: (row) => row.name, footer: t('treatments.total') },
                { id: 'nbs', header: header[1], numeric: true, cell: (row) => row.nbs, footer: data.totals.nbs },
                { id: 'percentage', header: header[2], numeric: true, cell: (row) => <bdi dir="ltr">{percentText(row.percentage, language)}</bdi> },
                { id: 'acts', header: header[3], numeric: true, cell: (row) => row.acts, footer: data.totals.acts },
                { id: 'amount', header: header[4], numeric: true, cell: (row) => <Money amount={row.amount} />, footer: <Money amount={data.totals.amount} /> },
              ]}
            />
          </section>
        )}
      </ReadState>
    </>
  );
}
