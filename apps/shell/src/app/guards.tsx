import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsSignedIn, useAppSelector } from '@dental/auth';

/** Signed out, every protected path goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** Signed in, /login goes home, replacing the history entry. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) return <Navigate to="/" replace />;
  return children;
}
