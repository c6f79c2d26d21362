import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Assurance } from '@dental/contracts';
import { ErrorPanel, NotFound, Spinner } from '@dental/ui';
import { useAssurance } from './use-assurance';

/** Renders its page once the insurer of the address is known: a spinner, a 404, or the server's refusal before. */
export function InsurerGate({ children }: { children: (assurance: Assurance) => ReactNode }) {
  const state = useAssurance(useParams().assId);
  switch (state.status) {
    case 'loading':
      return <Spinner />;
    case 'missing':
      return <NotFound />;
    case 'failed':
      return <ErrorPanel message={state.messages.join(' ')} />;
    case 'found':
      return children(state.assurance);
  }
}
