import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportJob } from '@dental/contracts';
import { listView, problemMessages } from '@dental/api-client';
import { formatDateTime, useLanguage } from '@dental/i18n';
import { ConfirmDialog, DataTable, ErrorBanners, useMessages, type DataColumn } from '@dental/ui';
import { formatCount } from './import-model';
import { transferApi } from './transfer-api';

/** Asks before undoing an import; the server's refusal (records changed since) stays in the dialog. */
function UndoDialog({ job, onClose, onUndone }: { job: ImportJob; onClose: () => void; onUndone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [undo, undoing] = transferApi.useUndoImportMutation();
  const problems = useMessages();
  const confirm = async () => {
    problems.clear();
    try {
      await undo(job._id).unwrap();
      onUndone();
    } catch (error) {
      problems.setMessages(problemMessages(error));
    }
  };
  return (
    <ConfirmDialog
      open
      title={t('imports.undoTitle')}
      question={t('imports.undoQuestion', { file: job.fileName, date: formatDateTime(job.createdAt, language) })}
      busy={undoing.isLoading}
      errors={problems.messages}
      onDismissError={problems.dismiss}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** Step 6: every import made (the audit: who, when, which file, what it did), and undo while it is still possible. */
export function ImportHistory() {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const imports = listView(transferApi.useImportsQuery());
  const [undoing, setUndoing] = useState<ImportJob | null>(null);
  const [said, setSaid] = useState('');
  const count = (n: number) => formatCount(n, language);
  const columns: DataColumn<ImportJob>[] = [
    { id: 'date', header: t('imports.date'), cell: (job) => formatDateTime(job.createdAt, language) },
    { id: 'user', header: t('imports.user'), cell: (job) => job.createdBy?.username ?? '' },
    { id: 'file', header: t('imports.fileName'), cell: (job) => <bdi>{job.fileName}</bdi> },
    { id: 'kind', header: t('imports.kindColumn'), cell: (job) => t(`imports.kinds.${job.kind}`) },
    { id: 'counts', header: t('imports.result'), cell: (job) => `${count(job.created)} / ${count(job.matched)} / ${count(job.refused)}`, numeric: true },
    { id: 'state', header: t('imports.state'), cell: (job) => t(`imports.states.${job.state}`) },
    {
      id: 'undo',
      header: <span className="dn-visually-hidden">{t('common:actions')}</span>,
      cell: (job) =>
        job.undoable && (
          <button type="button" className="dn-button dn-button--ghost" aria-label={`${t('imports.undo')} — ${job.fileName}`} onClick={() => setUndoing(job)}>
            {t('imports.undo')}
          </button>
        ),
    },
  ];
  return (
    <section className="admin-import__step" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('imports.history')}</h2>
      <ErrorBanners messages={imports.errors} onDismiss={() => undefined} />
      <p role="status" className="admin-import__hint">
        {said}
      </p>
      <DataTable caption={t('imports.history')} columns={columns} rows={imports.items} rowKey={(job) => job._id} loading={imports.loading} empty={t('imports.historyEmpty')} />
      {undoing && (
        <UndoDialog
          job={undoing}
          onClose={() => setUndoing(null)}
          onUndone={() => {
            setUndoing(null);
            setSaid(t('imports.undone'));
          }}
        />
      )}
    </section>
  );
}
