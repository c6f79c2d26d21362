import type { ModuleName } from '@dental/contracts';
import { ModuleParcel } from './ModuleParcel';

/**
 * The props each offered widget accepts, by module and widget: the contract between the module
 * that offers a widget and the modules that mount it. Change it additively (a new optional prop,
 * a new widget); the owner keeps accepting what older callers send.
 */
export interface WidgetContracts {
  patients: {
    /** The patient quick search (home): a result opens the patient's file. */
    QuickSearch: Record<string, never>;
    /** The "+" that opens the add-patient form; onSaved follows every patient it adds. */
    AddPatientButton: { onSaved?: () => void };
  };
  appointments: {
    /**
     * The booking modal (a doctor's week, a free slot, the patient): mounted open, it calls onClose
     * when closed (after a save too) and onSaved with the week's appointments once one is saved.
     * `patient` known hides the picker; `patientLab` / `implantId` travel with the booking.
     */
    AppointmentModal: {
      doctorId: string;
      patient?: { _id: string; name: string };
      patientLab?: string;
      implantId?: string;
      onSaved?: (weekAppointments: import('@dental/contracts').Appointment[]) => void;
      onClose?: () => void;
    };
    /** The home's panel of today's appointments of the signed-in doctor. */
    TodayPanel: Record<string, never>;
    /** The home's waiting room: today's arrived and in-chair patients, a doctor's next patient. */
    WaitingRoom: Record<string, never>;
  };
  finance: {
    /** The home's "Ma caisse du jour": the signed-in user's drawer payments of the day. */
    MyTill: Record<string, never>;
  };
}

type Offered<M> = M extends keyof WidgetContracts ? keyof WidgetContracts[M] & string : never;
type PropsOf<M, W> = M extends keyof WidgetContracts ? (W extends keyof WidgetContracts[M] ? WidgetContracts[M][W] : never) : never;

/** Mounts another module's widget by (module, widget), with its typed props and callbacks. */
export function ModuleWidget<M extends ModuleName & keyof WidgetContracts, W extends Offered<M>>({
  module,
  widget,
  props,
}: {
  module: M;
  widget: W;
  props?: PropsOf<M, W>;
}) {
  return <ModuleParcel module={module} expose={widget} compact widgetProps={props as Record<string, unknown> | undefined} />;
}
