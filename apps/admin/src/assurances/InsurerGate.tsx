import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Assurance } from '@dental/contracts';
import { problemMessages, referenceApi, skipToken, type ApiFailure } from '@dental/api-client';
import { ErrorPanel, NotFound, Spinner } from '@dental/ui';

/** The server's answer to an unknown or malformed insurer id. */
function isMissing(error: unknown): boolean {
  const { status } = error as ApiFailure;
  return status === 404 || status === 400;
}

/** Renders its page once the insurer of the address is known: a spinner, a 404, or the server's refusal before. */
export function InsurerGate({ children }: { children: (assurance: Assurance) => ReactNode }) {
  const assuranceId = useParams().assId;
  const { currentData, error, isError } = referenceApi.useAssuranceQuery(assuranceId ?? skipToken);
  if (!assuranceId || (isError && isMissing(error))) return <NotFound />;
  if (isError) return <ErrorPanel message={problemMessages(error).join(' ')} />;
  return currentData ? children(currentData) : <Spinner />;
}
