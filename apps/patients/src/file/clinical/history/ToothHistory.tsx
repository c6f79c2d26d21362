import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { ToothCondition, ToothHistoryEntry } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { formatDate, useLanguage } from '@dental/i18n';
import { ConditionSymbol, ConfirmDialog, ErrorPanel, Spinner, useMessages } from '@dental/ui';
import { clinicalApi } from '../clinical-api';
import { actWords, conditionWords } from '../chart/tooth-words';
import { newestFirst } from './history-order';

// The images' thumbnails and viewer come with the images panel's code, when a tooth with images is opened.
const ImageThumbnail = lazy(() => import('../images/ImageThumbnail').then((module) => ({ default: module.ImageThumbnail })));
const ImageViewer = lazy(() => import('../images/ImageViewer').then((module) => ({ default: module.ImageViewer })));

export interface ToothHistoryProps {
  patientId: string;
  tooth: string;
  /** Shows each condition's delete button (SUPPRIMER on DOSSIER_CLINIQUE). */
  canRemove: boolean;
  onClose: () => void;
}

/**
 * A tooth's history, newest first: every act done, planned line, condition, note and image of the
 * tooth. The focus moves to its title when it opens; a condition is deleted after a confirmation.
 */
export function ToothHistory({ patientId, tooth, canRemove, onClose }: ToothHistoryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const history = clinicalApi.useToothHistoryQuery({ patientId, tooth });
  const [removeCondition, removal] = clinicalApi.useRemoveConditionMutation();
  const [removing, setRemoving] = useState<ToothCondition | null>(null);
  const removeErrors = useMessages();
  const [viewing, setViewing] = useState<string | null>(null);

  useEffect(() => title.current?.focus(), [tooth]);

  const entries = newestFirst(history.data ?? []);
  const images = entries.flatMap((entry) => (entry.kind === 'image' ? [entry.image] : []));
  const day = (date: string | null) => (date ? formatDate(date, language) : t('clinical.history.undated'));

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await removeCondition({ patientId, id: removing._id }).unwrap();
      setRemoving(null);
    } catch (error) {
      removeErrors.setMessages(problemMessages(error));
    }
  };

  const entry = (item: ToothHistoryEntry) => {
    switch (item.kind) {
      case 'act': {
        const { act } = item;
        const reference = act.sheet ? t('clinical.history.sheet', { num: act.sheet.num }) : act.quote ? t('clinical.history.quote', { num: act.quote.num }) : '';
        return (
          <>
            <span className={`patients-history__kind patients-history__kind--${act.status}`}>{t(`clinical.history.${act.status}`)}</span>
            <span>{actWords(act, t)}</span>
            <span className="patients-muted">{[reference, act.doctor ? t('clinical.history.by', { name: act.doctor.username }) : ''].filter(Boolean).join(' · ')}</span>
          </>
        );
      }
      case 'condition': {
        const { condition } = item;
        const words = conditionWords(condition, language, t);
        return (
          <>
            <span className="patients-history__kind">{t('clinical.history.condition')}</span>
            <span className="patients-history__condition">
              <ConditionSymbol symbol={condition.type.symbol} colour={condition.type.colour} />
              {words}
            </span>
            <span className="patients-muted">{condition.by ? t('clinical.history.by', { name: condition.by.username }) : ''}</span>
            {canRemove && (
              <button
                type="button"
                className="dn-icon-button"
                aria-label={t('clinical.history.removeCondition', { condition: words, date: day(condition.date) })}
                title={t('common:delete')}
                onClick={() => {
                  removeErrors.clear();
                  setRemoving(condition);
                }}
              >
                <X aria-hidden="true" size={16} />
              </button>
            )}
          </>
        );
      }
      case 'note':
        return (
          <>
            <span className="patients-history__kind">{t('clinical.history.note')}</span>
            <span className="patients-history__note" dir="auto">{item.note.text}</span>
            <span className="patients-muted">{item.note.author ? t('clinical.history.by', { name: item.note.author.username }) : ''}</span>
          </>
        );
      case 'image':
        return (
          <>
            <span className="patients-history__kind">{t('clinical.history.image')}</span>
            <Suspense fallback={<Spinner />}>
              <ImageThumbnail image={item.image} onOpen={() => setViewing(item.image._id)} />
            </Suspense>
          </>
        );
    }
  };

  let body;
  if (history.isLoading) body = <Spinner />;
  else if (history.isError) body = <ErrorPanel message={problemMessages(history.error).join(' ')} onRetry={() => void history.refetch()} />;
  else if (entries.length === 0) body = <p className="patients-muted">{t('clinical.history.empty')}</p>;
  else
    body = (
      <ol className="patients-history">
        {entries.map((item, position) => (
          <li key={entryKey(item, position)} className="patients-history__entry">
            <time className="patients-history__date" dateTime={item.date ?? undefined}>
              {day(item.date)}
            </time>
            {entry(item)}
          </li>
        ))}
      </ol>
    );

  return (
    <section className="dn-card patients-clinical__history" aria-labelledby={titleId}>
      <header className="patients-clinical__header">
        <h3 id={titleId} ref={title} tabIndex={-1}>
          {t('clinical.history.title', { num: tooth })}
        </h3>
        <button type="button" className="dn-icon-button" aria-label={t('clinical.history.close')} title={t('clinical.history.close')} onClick={onClose}>
          <X aria-hidden="true" size={18} />
        </button>
      </header>
      {body}
      <ConfirmDialog
        open={removing !== null}
        title={t('clinical.history.removeTitle')}
        question={removing ? t('clinical.history.removeQuestion', { condition: conditionWords(removing, language, t), date: day(removing.date), tooth }) : ''}
        busy={removal.isLoading}
        errors={removeErrors.messages}
        onDismissError={removeErrors.dismiss}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
      {viewing && (
        <Suspense fallback={<Spinner />}>
          <ImageViewer images={images} initialId={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </section>
  );
}

/** An entry's key: its record's id; an act (a line of a quote or a sheet) has none of its own. */
function entryKey(item: ToothHistoryEntry, position: number): string {
  switch (item.kind) {
    case 'act':
      return `act-${position}`;
    case 'condition':
      return `condition-${item.condition._id}`;
    case 'note':
      return `note-${item.note._id}`;
    case 'image':
      return `image-${item.image._id}`;
  }
}
