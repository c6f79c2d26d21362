import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { routeUrl, type AnyImportField, type ImportDryRun, type ImportKind, type ImportPreviewRow, type ImportRefusal } from '@dental/contracts';
import { formatDate, useLanguage } from '@dental/i18n';
import { DataTable, DownloadButton, Money, type DataColumn } from '@dental/ui';
import { fieldsOf, formatCount, isMoneyField } from './import-model';

type StoredValue = ImportPreviewRow['values'][string] | undefined;
const isFilled = (value: StoredValue) => value !== null && value !== undefined && value !== '';

/** A previewed value as it will be stored, in the user's words: amounts in MRU, days, stages and treatment types named, yes or no. */
function StoredValue({ field, value }: { field: AnyImportField; value: StoredValue }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!isFilled(value)) return null;
  if (typeof value === 'boolean') return <>{t(value ? 'imports.yes' : 'imports.no')}</>;
  if (typeof value === 'number' && isMoneyField(field)) return <Money amount={value} />;
  if (field === 'date' && typeof value === 'string') return <>{formatDate(value, language)}</>;
  if (field === 'stage') return <>{t(`imports.stages.${String(value)}`)}</>;
  if (field === 'type') return <>{t(`treatments.types.${String(value)}`)}</>;
  return <bdi>{String(value)}</bdi>;
}

function Counts({ result }: { result: ImportDryRun }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = [
    ['create', t('imports.toCreate'), result.created],
    ['match', t('imports.present'), result.matched],
    ['refuse', t('imports.refused'), result.refused],
  ] as const;
  return (
    <dl className="admin-import__counts">
      {counts.map(([outcome, label, count]) => (
        <div key={outcome} className={outcome === 'refuse' && count > 0 ? 'admin-import__count admin-import__count--refused' : 'admin-import__count'}>
          <dt>{label}</dt>
          <dd>{formatCount(count, language)}</dd>
        </div>
      ))}
    </dl>
  );
}

function PreviewTable({ kind, rows }: { kind: ImportKind; rows: ImportPreviewRow[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<ImportPreviewRow>[] = [
    { id: 'row', header: t('imports.row'), cell: (row) => row.row, numeric: true },
    { id: 'outcome', header: t('imports.outcome'), cell: (row) => <span className={`dn-badge admin-import__outcome--${row.outcome}`}>{t(`imports.outcomes.${row.outcome}`)}</span> },
    ...fieldsOf(kind)
      .filter((field) => rows.some((row) => isFilled(row.values[field])))
      .map((field) => ({
      id: field,
      header: t(`imports.fields.${field}`),
      cell: (row: ImportPreviewRow) => <StoredValue field={field} value={row.values[field]} />,
      numeric: isMoneyField(field),
    })),
  ];
  const caption = t('imports.preview', { count: rows.length });
  return (
    <>
      <h3>{caption}</h3>
      <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => String(row.row)} empty={t('common:empty')} />
    </>
  );
}

function Refusals({ result }: { result: ImportDryRun }) {
  const { t } = useTranslation();
  const titleId = useId();
  const columns: DataColumn<ImportRefusal>[] = [
    { id: 'row', header: t('imports.row'), cell: (refusal) => refusal.row, numeric: true },
    { id: 'column', header: t('imports.column'), cell: (refusal) => (refusal.column ? <bdi>{refusal.column}</bdi> : t('imports.wholeRow')) },
    { id: 'message', header: t('imports.message'), cell: (refusal) => <bdi>{refusal.message}</bdi> },
  ];
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('imports.refusals')}</h3>
      {result.refusals.length < result.refused && <p className="admin-import__hint">{t('imports.refusalsMore', { shown: result.refusals.length, total: result.refused })}</p>}
      <DataTable
        caption={t('imports.refusals')}
        columns={columns}
        rows={result.refusals}
        rowKey={(refusal) => `${refusal.row}-${refusal.field ?? ''}-${refusal.message}`}
        empty={t('imports.noRefusal')}
      />
      {result.refused > 0 && (
        <DownloadButton
          className="dn-button dn-button--ghost"
          label={t('imports.report')}
          busyLabel={t('imports.reportBusy')}
          path={routeUrl('imports.report', { id: result.job._id })}
          fallbackName={`import-${result.job._id}.csv`}
        />
      )}
    </section>
  );
}

/** Step 4's answer: the counts for the whole file, the first rows as they will be stored, the refusals. */
export function DryRunResult({ result }: { result: ImportDryRun }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="admin-import__step admin-import__result" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('imports.counts')}</h2>
      <Counts result={result} />
      <PreviewTable kind={result.job.kind} rows={result.rows} />
      <Refusals result={result} />
    </section>
  );
}
