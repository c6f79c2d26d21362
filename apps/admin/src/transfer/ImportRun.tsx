import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage, type ImportJob, type ImportSettings } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { useAppDispatch } from '@dental/auth';
import { useLanguage } from '@dental/i18n';
import { ErrorBanners, useMessages } from '@dental/ui';
import { formatCount } from './import-model';
import { IMPORTED_TAGS, transferApi } from './transfer-api';

const POLL_MS = 1000;

/** How an import ended, in the user's words; nothing while it runs. */
function useOutcome(job: ImportJob): string | null {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (n: number) => formatCount(n, language);
  if (job.state === 'done') return t('imports.finished', { created: count(job.created), matched: count(job.matched), refused: count(job.refused) });
  // The server words a failure or a cancel itself (job.error, translated).
  if (job.state === 'failed') return job.error ?? translateMessage('import.failed', language, { reason: '' });
  if (job.state === 'cancelled') return job.error ?? translateMessage('import.cancelled', language);
  return null;
}

/** The running import, read every second: rows done of the total, time left, and the way to stop it; then how it ended. */
function ImportProgress({ started, onRestart }: { started: ImportJob; onRestart: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelId = useId();
  const dispatch = useAppDispatch();
  const problems = useMessages();
  const [polling, setPolling] = useState(true);
  const polled = transferApi.useImportJobQuery(started._id, { pollingInterval: polling ? POLL_MS : 0 });
  const job = polled.currentData ?? started;
  const [cancel, cancelling] = transferApi.useCancelImportMutation();
  const outcome = useOutcome(job);
  const ended = job.state !== 'running';
  if (ended && polling) setPolling(false);

  // What the import created (or left alone) shows in every list reading it.
  useEffect(() => {
    if (ended) dispatch(transferApi.util.invalidateTags(IMPORTED_TAGS));
  }, [ended, dispatch]);

  const stop = async () => {
    problems.clear();
    try {
      await cancel(job._id).unwrap();
    } catch (error) {
      problems.setMessages(problemMessages(error));
    }
  };

  return (
    <>
      <ErrorBanners messages={[...problems.messages, ...(polled.isError ? problemMessages(polled.error) : [])]} onDismiss={problems.dismiss} />
      {outcome === null ? (
        <div className="admin-import__progress">
          <p id={labelId}>{t('imports.progress', { done: formatCount(job.done, language), total: formatCount(job.total, language) })}</p>
          <progress aria-labelledby={labelId} value={job.done} max={Math.max(job.total, 1)} />
          {job.secondsLeft !== null && <p className="admin-import__hint">{t('imports.timeLeft', { seconds: formatCount(Math.ceil(job.secondsLeft), language) })}</p>}
          <button type="button" className="dn-button dn-button--danger" disabled={cancelling.isLoading} onClick={() => void stop()}>
            {cancelling.isLoading ? t('imports.cancelling') : t('imports.cancel')}
          </button>
        </div>
      ) : (
        <>
          <p className={`admin-import__outcome admin-import__outcome--${job.state}`} role="status">
            {outcome}
          </p>
          <button type="button" className="dn-button dn-button--ghost" onClick={onRestart}>
            {t('imports.another')}
          </button>
        </>
      )}
    </>
  );
}

export interface ImportRunProps {
  jobId: string;
  /** The settings of the dry run just read: the import runs with exactly those. */
  settings: ImportSettings;
  /** Rows the dry run would create: nothing to import without one. */
  creatable: number;
  onStarted: () => void;
  onRestart: () => void;
}

/** Step 5: starts the import checked by the dry run, then follows it. */
export function ImportRun({ jobId, settings, creatable, onStarted, onRestart }: ImportRunProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const problems = useMessages();
  const [start, starting] = transferApi.useStartImportMutation();
  const [started, setStarted] = useState<ImportJob | null>(null);

  const go = async () => {
    problems.clear();
    try {
      const job = await start({ id: jobId, settings }).unwrap();
      setStarted(job);
      onStarted();
    } catch (error) {
      problems.setMessages(problemMessages(error));
    }
  };

  return (
    <section className="admin-import__step" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('imports.runStep')}</h2>
      {started ? (
        <ImportProgress started={started} onRestart={onRestart} />
      ) : (
        <>
          <ErrorBanners messages={problems.messages} onDismiss={problems.dismiss} />
          {creatable === 0 && <p className="admin-import__hint">{t('imports.nothingToCreate')}</p>}
          <button type="button" className="dn-button" disabled={creatable === 0 || starting.isLoading} onClick={() => void go()}>
            {starting.isLoading ? t('imports.starting') : t('imports.start')}
          </button>
        </>
      )}
    </section>
  );
}
