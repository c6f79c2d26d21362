import { useCallback, useEffect, useState } from 'react';
import type { Patient } from '@dental/contracts';
import { ApiError, failureMessages, patientsApi } from '@dental/api-client';

type Settled = { status: 'found'; patient: Patient } | { status: 'missing' } | { status: 'failed'; messages: string[] };
type State = { status: 'loading' } | Settled;

/**
 * The patient of the address, read again after each change. While a re-read is under way the
 * patient already shown stays on screen.
 */
export function usePatient(patientId: string | undefined) {
  const [result, setResult] = useState<{ id: string; state: Settled } | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!patientId) return;
    let current = true;
    const settle = (state: Settled) => current && setResult({ id: patientId, state });
    patientsApi
      .get(patientId)
      .then((patient) => settle({ status: 'found', patient }))
      .catch((error: unknown) => {
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        settle(missing ? { status: 'missing' } : { status: 'failed', messages: failureMessages(error) });
      });
    return () => {
      current = false;
    };
  }, [patientId, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const state: State = !patientId ? { status: 'missing' } : result?.id === patientId ? result.state : { status: 'loading' };
  return { state, reload };
}
