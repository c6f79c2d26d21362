import { useCallback, useRef, useState } from 'react';
import { ACTION, type Patient } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { useCrudDialogs, useMessages } from '@dental/ui';
import { unchangedInput } from '../form/patient-form-model';
import { patientActionsApi } from './patient-actions-api';

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
  /** After any change, for a caller outside this module (the views shown refresh through their tags). */
  onChanged?: () => void;
  /** After a deletion, instead of onChanged (the file page leaves). */
  onDeleted?: (patient: Patient) => void;
}

const nothing = () => undefined;

/**
 * Everything a patient card or file header can do: add, edit, delete, pass, finish, return and
 * archive, each with its dialog; failures stay in the dialog that caused them.
 */
export function usePatientActions({ onChanged = nothing, onDeleted }: Options = {}) {
  const [removePatient] = patientActionsApi.useRemovePatientMutation();
  const [passPatient] = patientActionsApi.usePassPatientMutation();
  const [finishPatient] = patientActionsApi.useFinishPatientMutation();
  const [updatePatient] = patientActionsApi.useUpdatePatientMutation();
  const deleted = useRef<Patient | null>(null);
  const changed = useCallback(() => {
    const gone = deleted.current;
    deleted.current = null;
    if (gone && onDeleted) onDeleted(gone);
    else onChanged();
  }, [onChanged, onDeleted]);
  const crud = useCrudDialogs<Patient>({
    remove: async (patient) => {
      await removePatient(patient._id).unwrap();
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
      const result = await (kind === 'pass' ? passPatient(patient._id) : finishPatient(patient._id)).unwrap();
      setConfirming(null);
      if (kind === 'pass') setPassed(result);
      else crud.success.show();
      onChanged();
    } catch (error) {
      dialogErrors.setMessages(problemMessages(error));
    } finally {
      setBusy(false);
    }
  }, [confirming, dialogErrors, crud.success, onChanged, passPatient, finishPatient]);

  const toggleArchive = useCallback(
    async (patient: Patient) => {
      setBusy(true);
      pageErrors.clear();
      try {
        await updatePatient({ id: patient._id, input: unchangedInput(patient, { archive: !patient.archive }) }).unwrap();
        crud.success.show();
        onChanged();
      } catch (error) {
        pageErrors.setMessages(problemMessages(error));
      } finally {
        setBusy(false);
      }
    },
    [pageErrors, crud.success, onChanged, updatePatient],
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
