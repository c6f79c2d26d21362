import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Laboratory } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { useBasePath } from '@dental/module-kit';
import { ErrorPanel, PageFrame, Spinner } from '@dental/ui';
import { NotFoundState } from '../common/NotFoundState';

/** Renders its page once the laboratory of the address (`:labId`) is known: a spinner, a translated not-found state, or the server's refusal before. */
export function LaboratoryGate({ children }: { children: (laboratory: Laboratory) => ReactNode }) {
  const { t } = useTranslation();
  const base = useBasePath('laboratory');
  const { labId } = useParams();
  const { items, loaded, errors } = listView(referenceApi.useLaboratoriesQuery());
  const laboratory = items.find((lab) => lab._id === labId);
  if (laboratory) return children(laboratory);
  if (errors.length > 0) return <ErrorPanel message={errors.join(' ')} />;
  if (!loaded) return <Spinner />;
  return (
    <PageFrame title={t('titles.laboratory')} backTo={base}>
      <NotFoundState message={t('labs.notFound')} />
    </PageFrame>
  );
}
