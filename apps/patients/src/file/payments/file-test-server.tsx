import type { DoctorSummary, Patient, Payment, Permission } from '@dental/contracts';
import { DOCTORS, MODES, ok, refused, renderPage, serveApi, type ApiRequest, type RenderOptions, type Reply } from '../../test-utils';
import { PatientFilePage } from '../PatientFilePage';

/**
 * Test helper: a fake server for one patient's file. It answers the file's own reads (the patient,
 * payment modes, doctors: `doctors`) and hands every other call to `section`, which may change the balance.
 */
export function serveFile(patient: Patient, section: (request: ApiRequest, patient: Patient) => Reply | undefined, doctors: readonly DoctorSummary[] = DOCTORS) {
  return serveApi((request) => {
    if (request.route === 'patients.get') return request.pathParams.id === patient._id ? ok(patient) : refused('Élément introuvable', 404);
    if (request.route === 'paymentModes.list') return ok([...MODES, { _id: 'm9', name: 'Chèque', code: 9, archive: true, createdAt: '', updatedAt: '' }]);
    if (request.route === 'users.list') return ok(doctors);
    return section(request, patient) ?? refused('Adresse introuvable', 404);
  });
}

/** Renders the file of `patient` at one of its sections, for doctor 4. */
export function renderFileSection(patient: Patient, section: string, options: { permissions?: Permission[]; user?: RenderOptions['user']; doctors?: RenderOptions['doctors'] } = {}) {
  return renderPage(<PatientFilePage />, {
    path: `/patient/4/${patient._id}/Manage/${section}`,
    pattern: '/patient/:doctorId/:patientId/Manage/:section',
    permissions: options.permissions,
    user: options.user,
    doctors: options.doctors,
  });
}

let made = 0;

export function makePayment(fields: Partial<Payment> & { amount: number }): Payment {
  made += 1;
  return {
    _id: `pay${made}`,
    user: 'dr.sidi',
    doctor: '4',
    patient: 'p1',
    type: 'payment',
    method: { _id: 'm1', name: 'cash', code: 0, archive: false },
    supported: false,
    invoiceAssur: null,
    paymentDate: '2026-03-02',
    approved: true,
    createdAt: new Date(Date.UTC(2026, 2, 2, 9, made)).toISOString(),
    updatedAt: '',
    ...fields,
  };
}
