import { lazy, Suspense, useState } from 'react';
import type { PatientActions } from './use-patient-actions';

const loadDialogs = () => import('./PatientDialogs');
const PatientDialogs = lazy(() => loadDialogs().then((module) => ({ default: module.PatientDialogs })));

/** Starts loading the dialogs when a button that opens one is pointed at or focused, so that its click finds them. */
export function preloadPatientDialogs(): void {
  void loadDialogs();
}

/** A dialog, confirmation or success mark of the patient actions is up. */
function anyShown({ crud, confirming, returning, passed }: PatientActions): boolean {
  return crud.editing !== null || crud.deleting !== null || crud.success.visible || confirming !== null || returning !== null || passed !== null;
}

/**
 * A page's patient dialogs (PatientDialogs), loaded with the form and its library when the first
 * one opens, then kept mounted: pages show their patients without them.
 */
export function PatientDialogsOnDemand({ actions, defaultDoctor }: { actions: PatientActions; defaultDoctor?: string }) {
  const [wanted, setWanted] = useState(false);
  const shown = anyShown(actions);
  if (shown && !wanted) setWanted(true);
  if (!shown && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <PatientDialogs actions={actions} defaultDoctor={defaultDoctor} />
    </Suspense>
  );
}
