import { useCallback, useRef, useState } from 'react';
import { ACTION, type Patient } from '@dental/contracts';
import { failureMessages, patientsApi } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { useCrudDialogs, useMessages } from '@dental/ui';
import { unchangedInput } from '../form/patient-form-model';

/** What the signed-in user may do to patients (a convenience: the server decides). */
export function usePatientPermissions() {
  return {
    add: useCan(ACTION.create, 'PATIENTS'),
    edit: useCan(ACTION.edit, 'PATIENTS'),
    remove: useCan(ACTION.remove, 'PATIENTS'),
  };
}

export type ConfirmedMove = { kind: 'pass' | 'finish'; patient: Patient };

interface Options {
  /** After any change: refetch what is shown. */
  onChanged: () => void;
  /** After a deletion, instead of onChanged (the file page leaves). */
  onDeleted?: (patient: Patient) => void;
}

/**
 * Everything a patient card or file header can do: add, edit, delete, pass, finish, return and
 * archive, each with its dialog; failures stay in the dialog that caused them.
 */
export function usePatientActions({ onChanged, onDeleted }: Options) {
  const deleted = useRef<Patient | null>(null);
  const changed = useCallback(() => {
    const gone = deleted.current;
    deleted.current = null;
    if (gone && onDeleted) onDeleted(gone);
    else onChanged();
  }, [onChanged, onDeleted]);
  const crud = useCrudDialogs<Patient>({
    remove: async (patient) => {
      await patientsApi.remove(patient._id);
      deleted.current = patient;
    },
    onChanged: changed,
  });
  const [confirming, setConfirming] = useState<ConfirmedMove | null>(null);
  const [returning, setReturning] = useState<Patient | null>(null);
  const [passed, setPassed] = useState<Patient | null>(null);
  const [busy, setBusy] = useState(false);
  const dialogErrors = useMessages();
  const pageErrors = useMessages();

  const confirmMove = useCallback(async () => {
    if (!confirming) return;
    setBusy(true);
    dialogErrors.clear();
    try {
      const { kind, patient } = confirming;
      const result = kind === 'pass' ? await patientsApi.pass(patient._id) : await patientsApi.finish(patient._id);
      setConfirming(null);
      if (kind === 'pass') setPassed(result);
      else crud.success.show();
      onChanged();
    } catch (error) {
      dialogErrors.setMessages(failureMessages(error));
    } finally {
      setBusy(false);
    }
  }, [confirming, dialogErrors, crud.success, onChanged]);

  const toggleArchive = useCallback(
    async (patient: Patient) => {
      setBusy(true);
      pageErrors.clear();
      try {
        await patientsApi.update(patient._id, unchangedInput(patient, { archive: !patient.archive }));
        crud.success.show();
        onChanged();
      } catch (error) {
        pageErrors.setMessages(failureMessages(error));
      } finally {
        setBusy(false);
      }
    },
    [pageErrors, crud.success, onChanged],
  );

  return {
    crud,
    busy,
    /** Messages of actions without a dialog of their own (archive), for the page's banners. */
    pageErrors,
    dialogErrors,
    confirming,
    returning,
    passed,
    startMove: (kind: 'pass' | 'finish' | 'return', patient: Patient) => {
      dialogErrors.clear();
      if (kind === 'return') setReturning(patient);
      else setConfirming({ kind, patient });
    },
    cancelMove: () => setConfirming(null),
    confirmMove,
    closeReturn: () => setReturning(null),
    returned: () => {
      setReturning(null);
      crud.success.show();
      onChanged();
    },
    closePassed: () => setPassed(null),
    toggleArchive,
    /** Added: the form stays open and empties itself for the next patient. */
    added: () => {
      crud.success.show();
      onChanged();
    },
  };
}

export type PatientActions = ReturnType<typeof usePatientActions>;
