import { whenSaved, writeTags } from '@dental/api-client';

/**
 * What a write that moves a patient's money reloads once the server accepted it: the patient (the
 * file header's balance, and every read of the file that depends on money) and the lists of
 * patients (cards, quick search).
 */
export const afterMoneyWrite = <Arg>(patientOf: (arg: Arg) => string) => whenSaved((arg: Arg) => writeTags('Patient', patientOf(arg)));

/** The reads of the file that change with its money: read again by every money write on the patient. */
export const patientMoneyTag = (patientId: string) => [{ type: 'Patient' as const, id: patientId }];
