import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION, fieldWords, type AuditEntry } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { formatDateTime, useLanguage } from '@dental/i18n';
import { DataTable, ErrorBanners, type DataColumn } from '@dental/ui';
import { useFileList } from '../payments/file-list';
import '../payments/visit.css';
import { auditChanges } from './audit-changes';
import { historyApi } from './history-api';
import './history.css';
import { addScreenTexts } from '../../screen-texts';
import { historyTranslations } from './translations';

addScreenTexts(historyTranslations);

/**
 * The file's "Historique" section: the audit trail of the patient's money (who, when, what, before
 * and after), newest first, for the users who answer for it (APPROUVER on PAIEMENTS_PATIENTS; the
 * section is not offered to others and the server refuses them). Read when the section opens.
 */
export function MoneyHistory({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const allowed = useCan(ACTION.approve, 'PAIEMENTS_PATIENTS');
  const titleId = useId();
  if (!allowed) return null;
  return (
    <section className="patients-visit patients-history" aria-labelledby={titleId}>
      <h2 id={titleId} className="patients-visit__title">
        {t('history.title')}
      </h2>
      <p className="patients-muted">{t('history.intro')}</p>
      <HistoryTable patientId={patientId} />
    </section>
  );
}

function HistoryTable({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useFileList(historyApi.usePatientHistoryQuery(patientId));
  const what = (entry: AuditEntry) =>
    `${t(`history.entities.${entry.entity}`, { defaultValue: entry.entity })} · ${t(`history.actions.${entry.action}`, { defaultValue: entry.action })}`;
  // A creation has nothing before, a deletion nothing after.
  const changes = (entry: AuditEntry, side: 'before' | 'after') => {
    if (entry[side] === null || entry[side] === undefined) return null;
    return (
      <ul className="patients-history__changes">
        {auditChanges(entry.before, entry.after, language).map((change) => (
          <li key={change.field}>
            <span className="patients-history__field">{fieldWords(change.field, language)}</span> <bdi>{change[side]}</bdi>
          </li>
        ))}
      </ul>
    );
  };
  const columns: DataColumn<AuditEntry>[] = [
    { id: 'at', header: t('history.when'), cell: (entry) => formatDateTime(entry.at, language) },
    { id: 'user', header: t('history.who'), cell: (entry) => entry.user.username },
    { id: 'what', header: t('history.what'), cell: what },
    { id: 'before', header: t('history.before'), cell: (entry) => changes(entry, 'before') },
    { id: 'after', header: t('history.after'), cell: (entry) => changes(entry, 'after') },
  ];
  return (
    <>
      <ErrorBanners messages={list.banners.messages} onDismiss={list.banners.dismiss} />
      <DataTable columns={columns} rows={list.items} rowKey={(entry) => entry._id} caption={t('history.title')} loading={list.loading && !list.loaded} empty={t('history.empty')} />
    </>
  );
}
