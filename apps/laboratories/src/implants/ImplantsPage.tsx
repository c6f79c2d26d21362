import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Implant } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { useBasePath } from '@dental/module-kit';
import { PageFrame } from '@dental/ui';
import { DoctorGate } from '../common/DoctorGate';
import { useDoctorName, useDoctorScope } from '../common/doctors';
import { DoctorSwitch } from '../common/DoctorSwitch';
import { FollowUpList, type FollowUpRow } from '../common/FollowUpList';
import { implantsApi } from './implants-api';
import '../laboratory/laboratory.css';
import { addScreenTexts } from '../texts';
import { implantsTranslations } from './translations';
import { labsTranslations } from '../labs/translations';

addScreenTexts(implantsTranslations);
addScreenTexts(labsTranslations);

/** An implant as a row of the follow-up list: finished once its appointment is set (isSetAppointment). */
export function implantRow(implant: Implant): FollowUpRow {
  return {
    _id: implant._id,
    patient: implant.patient,
    treatment: implant.treatment.name,
    teeth: implant.teeth,
    date: implant.createdAt,
    appointment: implant.appointment,
    finished: implant.isSetAppointment,
  };
}

/**
 * /implants/{doctorId}: Implants Non Terminer and Implants Terminé (without the Terminer and Date RDV
 * columns). Without the global view another id goes to one's own. The RDV button books the
 * implant's appointment (implantId); the finish icon sends the empty-body update and the list reads
 * again. A refused finish is shown and also logged to the console (spec part 2 §8).
 */
export function ImplantsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = useBasePath('implants');
  const { doctorId = '' } = useParams();
  const scope = useDoctorScope('IMPLANTS');
  const doctorName = useDoctorName(doctorId);
  return (
    <PageFrame title={doctorName ? t('implants.titleOf', { name: doctorName }) : t('implants.title')}>
      <div className="labs-panel">
        <DoctorSwitch scope={scope} doctorId={doctorId} onChange={(id) => navigate(`${base}/${id}`)} />
        <DoctorGate scope={scope} doctorId={doctorId} pathOf={(id) => `${base}/${id}`}>
          <ImplantsList key={doctorId} doctorId={doctorId} />
        </DoctorGate>
      </div>
    </PageFrame>
  );
}

/** The doctor's implants in their two tabs; the finished tab without Terminer nor Date RDV. */
function ImplantsList({ doctorId }: { doctorId: string }) {
  const query = implantsApi.useImplantsQuery(doctorId);
  const { items, loading, errors } = listView({ ...query, data: query.currentData });
  const [finish] = implantsApi.useFinishImplantMutation();
  const canFinish = useCan('MODIFIER', 'IMPLANTS');
  const canBook = useCan('AJOUTER', 'RDV');
  return (
    <FollowUpList
      texts="implants"
      doctorId={doctorId}
      rows={items.map(implantRow)}
      loading={loading || query.isUninitialized}
      errors={errors}
      canFinish={canFinish}
      canBook={canBook}
      appointmentWhenFinished={false}
      onFinish={(row) => finish(row._id).unwrap()}
      onFinishRefused={(messages) => console.error('implant finish refused:', ...messages)}
      bookingOf={(row) => ({ doctorId, patient: { _id: row.patient._id, name: row.patient.name }, implantId: row._id })}
      onBooked={() => void query.refetch()}
    />
  );
}
