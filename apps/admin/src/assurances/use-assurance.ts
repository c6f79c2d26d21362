import { useEffect, useState } from 'react';
import type { Assurance } from '@dental/contracts';
import { ApiError, assurancesApi, failureMessages } from '@dental/api-client';

type Settled = { status: 'found'; assurance: Assurance } | { status: 'missing' } | { status: 'failed'; messages: string[] };
type State = { status: 'loading' } | Settled;

/** The insurer named in the address; loading until the answer for that id has arrived. */
export function useAssurance(assuranceId: string | undefined): State {
  const [result, setResult] = useState<{ id: string; state: Settled } | null>(null);
  useEffect(() => {
    if (!assuranceId) return;
    let current = true;
    const settle = (state: Settled) => current && setResult({ id: assuranceId, state });
    assurancesApi
      .get(assuranceId)
      .then((assurance) => settle({ status: 'found', assurance }))
      .catch((error: unknown) => {
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        settle(missing ? { status: 'missing' } : { status: 'failed', messages: failureMessages(error) });
      });
    return () => {
      current = false;
    };
  }, [assuranceId]);
  if (!assuranceId) return { status: 'missing' };
  return result?.id === assuranceId ? result.state : { status: 'loading' };
}
