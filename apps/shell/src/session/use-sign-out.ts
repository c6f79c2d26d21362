import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout, useAppDispatch } from '@dental/auth';
import { forgetRegistry } from '../remotes/registry';
import { usePersistor } from './persistor-context';

/** Clears the session and its persisted copy, then replaces the page with /login. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const persistor = usePersistor();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(logout());
    void persistor.purge();
    forgetRegistry();
    navigate('/login', { replace: true });
  }, [dispatch, persistor, navigate]);
}
