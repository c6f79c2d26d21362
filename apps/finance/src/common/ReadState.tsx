import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemMessages } from '@dental/api-client';
import { ErrorPanel, Spinner } from '@dental/ui';
import { isRefusal } from './refusal';

interface Read<T> {
  data?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A statistics read as the tab shows it: the figures (kept while a new period loads, greyed), a
 * spinner before the first answer, a translated no-access state when the server refuses, or the
 * failure with Retry.
 */
export function ReadState<T>({ read, children }: { read: Read<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (read.error && !read.isFetching) {
    if (isRefusal(read.error)) {
      return (
        <div className="finance-no-access" role="alert" data-testid="finance-no-access">
          <p className="finance-no-access__title">{t('statistics.noAccess')}</p>
          <p>{problemMessages(read.error).join(' ')}</p>
        </div>
      );
    }
    return <ErrorPanel message={problemMessages(read.error).join(' ')} onRetry={() => read.refetch()} />;
  }
  if (read.data === undefined) return <Spinner />;
  return (
    <div className="finance-figures" aria-busy={read.isFetching}>
      {children(read.data)}
    </div>
  );
}
