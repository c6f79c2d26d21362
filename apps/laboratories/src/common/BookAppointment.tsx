import { ModuleWidget } from '@dental/module-kit';

export interface Booking {
  doctorId: string;
  patient: { _id: string; name: string };
  /** The laboratory case the appointment is for. */
  patientLab?: string;
  /** The implant the appointment is for. */
  implantId?: string;
}

/** The appointments module's booking modal for a case or an implant; `onSaved` after a booking, `onClose` always. */
export function BookAppointment({ booking, onSaved, onClose }: { booking: Booking; onSaved: () => void; onClose: () => void }) {
  return (
    <ModuleWidget
      module="appointments"
      widget="AppointmentModal"
      props={{
        doctorId: booking.doctorId,
        patient: booking.patient,
        patientLab: booking.patientLab,
        implantId: booking.implantId,
        onSaved: () => onSaved(),
        onClose,
      }}
    />
  );
}
