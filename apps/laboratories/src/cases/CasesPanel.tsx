import type { LabCase } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { FollowUpList, type FollowUpRow } from '../common/FollowUpList';
import { casesApi } from './cases-api';

/** A case as a row of the follow-up list: its fingerprint date is the date column. */
export function caseRow(labCase: LabCase): FollowUpRow {
  return {
    _id: labCase._id,
    patient: labCase.patient,
    treatment: labCase.consumptionLab.treatment.name,
    teeth: labCase.consumptionLab.teeth,
    date: labCase.fingerPrintDate,
    appointment: labCase.appointment,
    finished: labCase.finish,
  };
}

/**
 * /laboratory/{labId}/patients/{doctorId}: the doctor's cases at the lab, Patient Non Terminer and
 * Patient Terminé; an RDV books the case's appointment, the finish icon moves it to the finished tab.
 */
export function CasesPanel({ labId, doctorId }: { labId: string; doctorId: string }) {
  const query = casesApi.useLabCasesQuery({ labId, doctor: doctorId });
  const { items, loading, errors } = listView({ ...query, data: query.currentData });
  const [finish] = casesApi.useFinishLabCaseMutation();
  const canFinish = useCan('MODIFIER', 'PATIENTS_LABORATOIRE');
  const canBook = useCan('AJOUTER', 'RDV');
  return (
    <FollowUpList
      texts="cases"
      doctorId={doctorId}
      rows={items.map(caseRow)}
      loading={loading || query.isUninitialized}
      errors={errors}
      canFinish={canFinish}
      canBook={canBook}
      onFinish={(row) => finish({ labId, caseId: row._id }).unwrap()}
      bookingOf={(row) => ({ doctorId, patient: { _id: row.patient._id, name: row.patient.name }, patientLab: row._id })}
      onBooked={() => void query.refetch()}
    />
  );
}
