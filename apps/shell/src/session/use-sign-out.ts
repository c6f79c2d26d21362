import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi } from '@dental/api-client';
import { endSession, useAppDispatch } from '@dental/auth';
import { forgetRegistry } from '@dental/module-kit';
import { usePersistor } from './persistor-context';

/** Clears the session and its persisted copy, then replaces the page with /login. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const persistor = usePersistor();
  const navigate = useNavigate();
  return useCallback(() => {
    // Sent with the token still in the store; signing out here does not wait for the answer.
    authApi.logout().catch(() => undefined);
    dispatch(endSession());
    void persistor.purge();
    forgetRegistry();
    navigate('/login', { replace: true });
  }, [dispatch, persistor, navigate]);
}
