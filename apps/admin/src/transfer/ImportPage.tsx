import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION, rightParam, translateMessage, type ImportDryRun, type ImportJob, type ImportSettings } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { useLanguage } from '@dental/i18n';
import { ErrorPanel, PageFrame } from '@dental/ui';
import { formatCount } from './import-model';
import { DryRunResult } from './DryRunResult';
import { ImportFileStep } from './ImportFileStep';
import { ImportHistory } from './ImportHistory';
import { ImportRun } from './ImportRun';
import { ImportSettingsForm } from './ImportSettingsForm';
import './transfer.css';
import { addScreenTexts } from '../texts';
import { treatmentsTranslations } from '../treatments/translations';
import { transferTranslations } from './translations';

// The catalogue's type words name the types of a treatments file's preview.
addScreenTexts(treatmentsTranslations);
addScreenTexts(transferTranslations);

/** The uploaded file: its name, format, rows and the encoding found. */
function FileFacts({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { file } = job;
  const facts = t('imports.fileFacts', { count: file.rows, format: file.format.toUpperCase(), rows: formatCount(file.rows, language) });
  const encoding = file.detectedEncoding && file.detectedEncoding !== 'auto' ? t('imports.detected', { encoding: t(`imports.encodings.${file.detectedEncoding}`) }) : null;
  // Parts side by side, so that each reads in the page's direction and the file's name in its own.
  return (
    <p className="admin-import__file">
      <strong>{t(`imports.kinds.${job.kind}`)}</strong> · <bdi>{job.fileName}</bdi> · {facts}
      {encoding && ` · ${encoding}`}
    </p>
  );
}

/** One file's way from upload to import: each step shows once the one before is done. */
function ImportFlow({ onRestart }: { onRestart: () => void }) {
  const [job, setJob] = useState<ImportJob | null>(null);
  const [checked, setChecked] = useState<{ settings: ImportSettings; result: ImportDryRun } | null>(null);
  const [started, setStarted] = useState(false);
  const forgetCheck = useCallback(() => setChecked(null), []);
  const keepCheck = useCallback((settings: ImportSettings, result: ImportDryRun) => {
    setChecked({ settings, result });
    setJob(result.job);
  }, []);

  if (!job) return <ImportFileStep onUploaded={setJob} />;
  return (
    <>
      <FileFacts job={job} />
      <ImportSettingsForm job={job} locked={started} onEdit={forgetCheck} onReread={setJob} onChecked={keepCheck} />
      {checked && (
        <>
          <DryRunResult result={checked.result} />
          <ImportRun jobId={job._id} settings={checked.settings} creatable={checked.result.created} onStarted={() => setStarted(true)} onRestart={onRestart} />
        </>
      )}
    </>
  );
}

/** "Importer" (issue 39): patients, appointments to come or the treatment catalogue from a CSV or XLSX file, for holders of IMPORT. */
export function ImportPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const allowed = useCan(ACTION.import, 'DONNEES');
  const [round, setRound] = useState(0);
  return (
    <PageFrame title={t('imports.title')}>
      {allowed ? (
        <div className="admin-import">
          <p className="admin-import__hint">{t('imports.hint')}</p>
          <ImportFlow key={round} onRestart={() => setRound((n) => n + 1)} />
          <ImportHistory />
        </div>
      ) : (
        <ErrorPanel message={translateMessage('auth.actionDenied', language, { right: rightParam(ACTION.import, 'DONNEES') })} />
      )}
    </PageFrame>
  );
}
