import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@dental/ui';
import type { DoctorScope } from './doctors';
import { NotFoundState } from './NotFoundState';

export interface DoctorGateProps {
  scope: DoctorScope;
  /** The doctor of the address. */
  doctorId: string;
  /** The same screen's address for another doctor. */
  pathOf: (doctorId: string) => string;
  children: ReactNode;
}

/**
 * A doctor-scoped screen's content (spec part 2 §6): without the global view only one's own data, so
 * any other id (a doctor's or not) goes to one's own, replacing the address — and a user who is no
 * doctor has no data of their own: a translated state says why instead of an empty list whose
 * every save would be refused; with the global view, an id that is no doctor's shows a translated
 * not-found state instead of an empty list.
 */
export function DoctorGate({ scope, doctorId, pathOf, children }: DoctorGateProps) {
  const { t } = useTranslation();
  if (!scope.global) {
    if (scope.ownId && doctorId !== scope.ownId) return <Navigate to={pathOf(scope.ownId)} replace />;
    if (!scope.isDoctor(scope.ownId)) return <NotFoundState message={t('labs.notADoctor')} />;
    return <>{children}</>;
  }
  if (scope.isDoctor(doctorId) || scope.usersFailed) return <>{children}</>;
  if (!scope.usersSettled) return <Spinner />;
  return <NotFoundState message={t('labs.doctorNotFound')} />;
}
