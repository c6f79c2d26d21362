import type {
  PatientInput,
  PatientPage,
  PatientQuery,
  PatientReturnInput,
  AssuranceInput,
  InsurerTreatmentInput,
  TreatmentInput,
  LoginInput,
  PaymentModeInput,
  PermissionInput,
  RoleCreateInput,
  RoleUpdateInput,
  UserWriteBody,
} from '@dental/contracts';
import { call, callList, callPage } from './client';

/**
 * The typed calls of spec part 1 §7, each naming its entry of the route table (libs/contracts
 * `API_ROUTES`): the path, the method, what is sent and what is answered all come from there.
 */

export const authApi = {
  login: (input: LoginInput) => call('auth.login', { body: input, anonymous: true }),
  /** Ends the session on the server; its token stops working everywhere. */
  logout: () => call('auth.logout', { anonymous: true }),
};

export const settingsApi = {
  get: () => call('settings.get', { anonymous: true }),
};

export const registryApi = {
  list: () => callList('registry.list'),
};

export const usersApi = {
  /** Every user with UTILISATEURS view; otherwise the cabinet doctors only. */
  list: () => callList('users.list'),
  specific: (userId: string) => call('users.specific', { query: { userId } }),
  create: (input: UserWriteBody) => call('users.create', { body: input }),
  update: (id: string, input: UserWriteBody) => call('users.update', { params: { id }, body: input }),
  remove: (id: string) => call('users.remove', { params: { id } }),
};

export const permissionsApi = {
  list: (userId?: string) => callList('permissions.list', { query: userId ? { userId } : undefined }),
  byTable: () => callList('permissions.byTable'),
  create: (input: PermissionInput) => call('permissions.create', { body: input }),
  update: (id: string, input: PermissionInput) => call('permissions.update', { params: { id }, body: input }),
  remove: (id: string) => call('permissions.remove', { params: { id } }),
};

export const rolesApi = {
  list: () => callList('roles.list'),
  create: (input: RoleCreateInput) => call('roles.create', { body: input }),
  update: (id: string, input: RoleUpdateInput) => call('roles.update', { params: { id }, body: input }),
  remove: (id: string) => call('roles.remove', { params: { id } }),
};

export const paymentModesApi = {
  list: () => callList('paymentModes.list'),
  create: (input: PaymentModeInput) => call('paymentModes.create', { body: input }),
  update: (id: string, input: PaymentModeInput) => call('paymentModes.update', { params: { id }, body: input }),
  remove: (id: string) => call('paymentModes.remove', { params: { id } }),
};

export const treatmentsApi = {
  /** The cabinet's catalogue (treatments without an insurer). */
  list: () => callList('treatments.list'),
  create: (input: TreatmentInput) => call('treatments.create', { body: input }),
  update: (id: string, input: TreatmentInput) => call('treatments.update', { params: { id }, body: input }),
  remove: (id: string) => call('treatments.remove', { params: { id } }),
};

export const assurancesApi = {
  list: () => callList('assurances.list'),
  get: (id: string) => call('assurances.get', { params: { id } }),
  create: (input: AssuranceInput) => call('assurances.create', { body: input }),
  update: (id: string, input: AssuranceInput) => call('assurances.update', { params: { id }, body: input }),
  remove: (id: string) => call('assurances.remove', { params: { id } }),
};

/** An insurer's own treatment list (paths in the style of the spec's). */
export const insurerTreatmentsApi = {
  list: (assuranceId: string) => callList('insurerTreatments.list', { params: { AssId: assuranceId } }),
  create: (assuranceId: string, input: InsurerTreatmentInput) => call('insurerTreatments.create', { params: { AssId: assuranceId }, body: input }),
  update: (assuranceId: string, id: string, input: InsurerTreatmentInput) =>
    call('insurerTreatments.update', { params: { AssId: assuranceId, id }, body: input }),
  remove: (assuranceId: string, id: string) => call('insurerTreatments.remove', { params: { AssId: assuranceId, id } }),
};

/** Which invoices: one doctor's, or the global ones (inCommon) for every doctor. */
export type InvoiceScope = { doctor: string } | { global: true };

const scopeQuery = (scope: InvoiceScope) => ('global' in scope ? { global: 'true' } : { doctor: scope.doctor });

export const insuranceInvoicesApi = {
  /** Newest number first, each with its insured payments and totals. */
  list: (assuranceId: string, scope: InvoiceScope) => callList('invoices.list', { params: { AssId: assuranceId }, query: scopeQuery(scope) }),
  create: (assuranceId: string, scope: InvoiceScope) => call('invoices.create', { params: { AssId: assuranceId }, query: scopeQuery(scope) }),
  pay: (assuranceId: string, invoiceId: string) => call('invoices.pay', { params: { AssId: assuranceId, invoiceId } }),
  remove: (assuranceId: string, invoiceId: string) => call('invoices.remove', { params: { AssId: assuranceId, invoiceId } }),
};

export const patientsApi = {
  /** One page of a list (stage, sub-filter, doctor, search text), or of the quick search. */
  list: (query: PatientQuery): Promise<PatientPage> => callPage('patients.list', { query }),
  get: (id: string) => call('patients.get', { params: { id } }),
  create: (input: PatientInput) => call('patients.create', { body: input }),
  update: (id: string, input: PatientInput) => call('patients.update', { params: { id }, body: input }),
  remove: (id: string) => call('patients.remove', { params: { id } }),
  pass: (patient: string) => call('patients.pass', { body: { patient } }),
  finish: (patient: string) => call('patients.finish', { body: { patient } }),
  return: (input: PatientReturnInput) => call('patients.return', { body: input }),
};
