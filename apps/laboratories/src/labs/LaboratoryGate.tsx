import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Laboratory } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { ErrorPanel, NotFound, Spinner } from '@dental/ui';

/** Renders its page once the laboratory of the address (`:labId`) is known: a spinner, a 404, or the server's refusal before. */
export function LaboratoryGate({ children }: { children: (laboratory: Laboratory) => ReactNode }) {
  const { labId } = useParams();
  const { items, loaded, errors } = listView(referenceApi.useLaboratoriesQuery());
  const laboratory = items.find((lab) => lab._id === labId);
  if (laboratory) return children(laboratory);
  if (errors.length > 0) return <ErrorPanel message={errors.join(' ')} />;
  return loaded ? <NotFound /> : <Spinner />;
}
