import { useTranslation } from 'react-i18next';
import type { AccountingStatistics } from '@dental/contracts';
import { compared } from '@dental/domain';
import { useLanguage } from '@dental/i18n';
import { Money } from '@dental/ui';
import { CsvButton } from '../common/CsvButton';
import { changeText, percentText } from '../common/format';

type Figures = AccountingStatistics['figures'];
type Line = Figures['lines'][number];

/** The figure of the previous period a statement line stands beside (the statement's `collected` is the figures' `total`). */
const figureOf = (figures: Figures, key: Line['key']) => (key === 'collected' ? figures.total : figures[key]);

const SIGN: Record<Line['operation'], string> = { start: '', minus: '−', equals: '=', percent: '×' };

/**
 * The statement line by line, as the server computed it (libs/domain): total → − laboratory →
 * × percentage → the doctor's share, the cabinet's share, − purchase orders − consumptions → what
 * remains; each beside the previous period's, then the insurers' part with its arithmetic.
 */
export function Statement({ data }: { data: AccountingStatistics }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const caption = t('accounting.caption');
  const operation = (line: Line) => {
    if (line.operation !== 'percent') return SIGN[line.operation];
    // The whole clinic adds up each doctor's share at their own percentage.
    if (line.percentage === undefined) return t(line.key === 'cabinetShare' ? 'accounting.eachRest' : 'accounting.eachPercentage');
    return `× ${percentText(line.percentage, language)}`;
  };
  const rows = data.figures.lines.map((line) => ({ line, figure: compared(line.amount, figureOf(data.previous.figures, line.key)) }));
  const header = [t('accounting.operation'), t('accounting.line'), t('accounting.amount'), t('accounting.previous'), t('accounting.difference'), t('accounting.change')];
  return (
    <>
      <div className="finance-section__head dn-no-print">
        <CsvButton
          filename="comptabilite.csv"
          label={caption}
          header={header}
          rows={rows.map(({ line, figure }) => [operation(line), t(`accounting.lines.${line.key}`), { money: figure.current }, { money: figure.previous }, { money: figure.difference }, figure.change === null ? '' : changeText(figure.change, language)])}
        />
      </div>
      <table className="dn-table finance-statement" data-testid="statement">
        <caption className="dn-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {header.map((text, index) => (
              <th key={text} scope="col" className={index >= 2 ? 'dn-table__number' : undefined}>
                {text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, figure }) => (
            <tr key={line.key} className={`finance-statement__${line.operation}`} data-line={line.key}>
              <td className="finance-statement__operation">
                <bdi dir="ltr">{operation(line)}</bdi>
              </td>
              <th scope="row">{t(`accounting.lines.${line.key}`)}</th>
              <td className="dn-table__number"><Money amount={figure.current} /></td>
              <td className="dn-table__number"><Money amount={figure.previous} /></td>
              <td className="dn-table__number"><Money amount={figure.difference} /></td>
              <td className="dn-table__number">{figure.change === null ? '—' : <bdi dir="ltr">{changeText(figure.change, language)}</bdi>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Insurers data={data} />
    </>
  );
}

/** The insurers' part: per percentage covered, amount × percentCovered / 100 (taken once). */
function Insurers({ data }: { data: AccountingStatistics }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const caption = t('accounting.insurers');
  return (
    <table className="dn-table finance-insurers" data-testid="insurers">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="dn-table__number">{t('accounting.insuredAmount')}</th>
          <th scope="col" className="dn-table__number">{t('accounting.percentCovered')}</th>
          <th scope="col" className="dn-table__number">{t('accounting.covered')}</th>
        </tr>
      </thead>
      <tbody>
        {data.insurers.rows.length === 0 && (
          <tr>
            <td colSpan={3} className="dn-table__empty">{t('accounting.noInsurers')}</td>
          </tr>
        )}
        {data.insurers.rows.map((row) => (
          <tr key={row.percentCovered}>
            <td className="dn-table__number"><Money amount={row.amount} /></td>
            <td className="dn-table__number"><bdi dir="ltr">× {percentText(row.percentCovered, language)}</bdi></td>
            <td className="dn-table__number"><Money amount={row.covered} /></td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td className="dn-table__number"><Money amount={data.insurers.amount} /></td>
          <th scope="row">{t('accounting.insurersPart')}</th>
          <td className="dn-table__number" data-testid="insurers-part"><Money amount={data.figures.insurersPart} /></td>
        </tr>
      </tfoot>
    </table>
  );
}
