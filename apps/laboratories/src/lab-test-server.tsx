import type { Implant, Laboratory, LabAccount, LabCase, LabConsumption, LabPayment, LabPaymentInput, LoginUserData, User } from '@dental/contracts';
import { translateMessage } from '@dental/contracts';
import { labAccount, labPaymentsTotal } from '@dental/domain';
import { answer, formErrors, ok, refused, serveApi } from './test-utils';

export const NOUR: Laboratory = { _id: '1', name: 'Lab Nour', phone: '', createdAt: '', updatedAt: '' };

const user = (id: string, username: string, cabinet: boolean): User => ({
  _id: id,
  username,
  phone: '',
  roles: [],
  doctor: cabinet ? { cabinet: true, percentage: 50 } : null,
  dev: false,
  active: true,
  createdAt: '',
  updatedAt: '',
});

export const USERS = [user('4', 'dr.sidi', true), user('5', 'dr.mariem', true), user('9', 'assistante', false)];
export const DR_SIDI: LoginUserData = { _id: '4', username: 'dr.sidi', doctor: { cabinet: true, percentage: 50 }, dev: false, accessToken: 't4' };
export const ASSISTANT: LoginUserData = { _id: '9', username: 'assistante', doctor: null, dev: false, accessToken: 't9' };

export const labCase = (id: string, patient: string, fields: Partial<LabCase> = {}): LabCase => ({
  _id: id,
  laboratory: { _id: '1', name: 'Lab Nour' },
  patient: { _id: `p${id}`, name: patient, RegNo: `2026-0${id}` },
  consumptionLab: { _id: `c${id}`, treatment: { _id: 't1', name: 'Couronne zircone' }, teeth: { nums: ['11', '12'], surface: null }, price: 3000, total: 6000, doctor: '4' },
  appointment: null,
  fingerPrintDate: '2026-03-02',
  finish: false,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '',
  ...fields,
});

export const implant = (id: string, patient: string, fields: Partial<Implant> = {}): Implant => ({
  _id: id,
  doctor: '4',
  patient: { _id: `p${id}`, name: patient, RegNo: `2026-1${id}` },
  treatment: { _id: 't9', name: 'Implant Straumann' },
  teeth: { nums: ['36'], surface: null },
  price: 25000,
  appointment: null,
  isSetAppointment: false,
  createdAt: '2026-02-10T09:00:00.000Z',
  updatedAt: '',
  ...fields,
});

export const consumption = (id: string, patient: string, price: number, teeth: string[], createdAt: string): LabConsumption => ({
  _id: id,
  laboratory: { _id: '1', name: 'Lab Nour' },
  doctor: '4',
  patient: { _id: `p${id}`, name: patient, RegNo: null },
  treatment: { _id: 't1', name: 'Couronne zircone' },
  price,
  teeth: { nums: teeth, surface: null },
  total: price * teeth.length,
  createdAt,
  updatedAt: '',
});

export const payment = (id: string, amount: number, comment: string, createdAt: string, doctor = '4'): LabPayment => ({
  _id: id,
  laboratory: { _id: '1', name: 'Lab Nour' },
  doctor: { _id: doctor, username: USERS.find((one) => one._id === doctor)!.username },
  amount,
  comment,
  createdAt,
  updatedAt: '',
});

/** The API's order of the payments and consumptions. */
const newestFirst = <T extends { createdAt: string }>(list: T[]): T[] => list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export interface LabWorld {
  cases: LabCase[];
  implants: Implant[];
  consumptions: LabConsumption[];
  payments: LabPayment[];
}

/**
 * The laboratories' work as the API keeps it: a finish twice refused (409), "amount required" and
 * "invalid amount" (300), payments and consumptions newest first, accounts consumed − paid per doctor.
 */
export function serveLabWork(initial: Partial<LabWorld> = {}) {
  const world: LabWorld = { cases: [], implants: [], consumptions: [], payments: [], ...initial };
  let next = 100;
  const calls = serveApi(({ route, pathParams, params, body }) => {
    const input = body as LabPaymentInput;
    const paymentRefusal = () => {
      if (input.amount === undefined || input.amount === null) return formErrors(translateMessage('labPayment.amountRequired', 'fr'));
      if (typeof input.amount !== 'number' || input.amount <= 0) return formErrors(translateMessage('labPayment.amountInvalid', 'fr'));
      return undefined;
    };
    const saved = (id: string): LabPayment => payment(id, input.amount as number, input.comment ?? '', (input.createdAt as string) ?? '2026-03-05', String(input.doctor));
    switch (route) {
      case 'laboratories.list':
        return answer('laboratories.list', [NOUR]);
      case 'users.list':
        return ok(USERS);
      case 'labCases.list':
        return answer('labCases.list', world.cases.filter((one) => one.consumptionLab.doctor === params.doctor));
      case 'labCases.finish': {
        const found = world.cases.find((one) => one._id === pathParams.caseId);
        if (!found) return refused('Élément introuvable', 404);
        if (found.finish) return refused(translateMessage('labCase.alreadyFinished', 'fr'), 409);
        found.finish = true;
        return answer('labCases.finish', found);
      }
      case 'implants.list':
        return answer('implants.list', world.implants.filter((one) => one.doctor === params.doctor));
      case 'implants.finish': {
        const found = world.implants.find((one) => one._id === pathParams.id);
        if (!found) return refused('Élément introuvable', 404);
        if (found.isSetAppointment) return refused(translateMessage('implant.alreadyFinished', 'fr'), 409);
        found.isSetAppointment = true;
        return answer('implants.finish', found);
      }
      case 'labConsumptions.list':
        return answer('labConsumptions.list', newestFirst(world.consumptions.filter((one) => one.doctor === params.doctor)));
      case 'labPayments.list':
        return answer('labPayments.list', newestFirst(world.payments.filter((one) => one.doctor._id === params.doctor)));
      case 'labPayments.create': {
        const refusal = paymentRefusal();
        if (refusal) return refusal;
        next += 1;
        const created = saved(String(next));
        world.payments.push(created);
        return answer('labPayments.create', created);
      }
      case 'labPayments.update': {
        const refusal = paymentRefusal();
        if (refusal) return refusal;
        const updated = saved(pathParams.paymentId);
        world.payments = world.payments.map((one) => (one._id === updated._id ? updated : one));
        return answer('labPayments.update', updated);
      }
      case 'labPayments.remove': {
        const removed = world.payments.find((one) => one._id === pathParams.paymentId)!;
        world.payments = world.payments.filter((one) => one !== removed);
        return answer('labPayments.remove', removed);
      }
      case 'labAccounts.list': {
        const doctors = USERS.filter((one) => world.consumptions.some((c) => c.doctor === one._id) || world.payments.some((p) => p.doctor._id === one._id));
        const accounts: LabAccount[] = doctors.map((doctor) => ({
          doctor: { _id: doctor._id, username: doctor.username },
          ...labAccount(
            world.consumptions.filter((c) => c.doctor === doctor._id).map((c) => ({ price: c.price, teeth: c.teeth.nums.length })),
            world.payments.filter((p) => p.doctor._id === doctor._id).map((p) => p.amount),
          ),
        }));
        return answer('labAccounts.list', accounts);
      }
      default:
        return refused('introuvable', 404);
    }
  });
  return { calls, world, paid: () => labPaymentsTotal(world.payments.map((one) => one.amount)) };
}

/** A money text as the screen writes it, spaces of any kind alike. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
