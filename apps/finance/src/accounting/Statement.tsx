import { useId } from 'react';
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
          name="comptabilite"
          label={caption}
          header={header}
          rows={rows.map(({ line, figure }) => [operation(line), t(`accounting.lines.${line.key}`), { money: figure.current }, { money: figure.previous }, { money: figure.difference }, figure.change === null ? '' : { percent: figure.change }])}
        />
      </div>
      {/* Focusable: a keyboard scrolls it when it is wider than the page. */}
      <div className="finance-table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="dn-table finance-statement finance-print-table" data-testid="statement">
          <caption className="dn-visually-hidden">{caption}</caption>
          <colgroup>
            <col className="finance-statement__col-operation" />
            <col className="finance-statement__col-line" />
            {header.slice(2).map((text) => (
              <col key={text} className="finance-statement__col-number" />
            ))}
          </colgroup>
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
      </div>
      <Insurers data={data} />
    </>
  );
}

/**
 * The insurers' part: what the insurers paid, the counted insurance payments (each already is the
 * covered part), per percentage covered of the patients; and when an insurer's money counts.
 */
function Insurers({ data }: { data: AccountingStatistics }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const caption = t('accounting.insurers');
  const noteId = useId();
  return (
    <>
      <table className="dn-table finance-insurers finance-print-table" data-testid="insurers" aria-describedby={noteId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="dn-table__number">{t('accounting.percentCovered')}</th>
            <th scope="col" className="dn-table__number">{t('accounting.insurancePayments')}</th>
            <th scope="col" className="dn-table__number">{t('accounting.paidByInsurers')}</th>
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
              <td className="dn-table__number"><bdi dir="ltr">{percentText(row.percentCovered, language)}</bdi></td>
              <td className="dn-table__number">{row.count}</td>
              <td className="dn-table__number"><Money amount={row.amount} /></td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>{t('accounting.insurersPart')}</th>
            <td className="dn-table__number" data-testid="insurers-part"><Money amount={data.figures.insurersPart} /></td>
          </tr>
        </tfoot>
      </table>
      <p id={noteId} className="finance-note" data-testid="insurers-note">
        {t('accounting.paidDayNote')}
      </p>
    </>
  );
}
