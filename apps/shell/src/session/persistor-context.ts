import { createContext, useContext } from 'react';
import type { Persistor } from 'redux-persist';

export const PersistorContext = createContext<Persistor | null>(null);

export function usePersistor(): Persistor {
  const persistor = useContext(PersistorContext);
  if (!persistor) throw new Error('PersistorContext is missing');
  return persistor;
}
