import type {
  Patient,
  PatientInput,
  PatientPage,
  PatientQuery,
  PatientReturnInput,
  Assurance,
  AssuranceInput,
  ClinicSettings,
  InsuranceInvoice,
  InsurerTreatmentInput,
  Treatment,
  TreatmentInput,
  DoctorSummary,
  LoginInput,
  LoginUserData,
  PaymentMode,
  PaymentModeInput,
  Permission,
  PermissionGroup,
  PermissionInput,
  RemoteModuleEntry,
  Role,
  RoleCreateInput,
  RoleUpdateInput,
  User,
  UserWriteBody,
} from '@dental/contracts';
import { request, requestList, requestPage } from './client';

/** The typed calls of spec part 1 §7. */

export const authApi = {
  login: (input: LoginInput) => request<LoginUserData>('POST', 'auth/login', { body: input, anonymous: true }),
  /** Ends the session on the server; its token stops working everywhere. */
  logout: () => request<true>('POST', 'auth/logout', { anonymous: true }),
};

export const settingsApi = {
  get: () => request<ClinicSettings>('GET', 'setting', { anonymous: true }),
};

export const registryApi = {
  list: () => requestList<RemoteModuleEntry>('registry'),
};

export const usersApi = {
  /** Every user with UTILISATEURS view; otherwise the cabinet doctors only. */
  list: () => requestList<User | DoctorSummary>('user'),
  specific: (userId: string) => request<DoctorSummary>('GET', 'user/specificUser', { params: { userId } }),
  create: (input: UserWriteBody) => request<User>('POST', 'user', { body: input }),
  update: (id: string, input: UserWriteBody) => request<User>('PUT', `user/${id}`, { body: input }),
  remove: (id: string) => request<unknown>('DELETE', `user/${id}`),
};

export const permissionsApi = {
  list: (userId?: string) => requestList<Permission>('permission', userId ? { userId } : undefined),
  byTable: () => requestList<PermissionGroup>('permission/byTable'),
  create: (input: PermissionInput) => request<Permission>('POST', 'permission', { body: input }),
  update: (id: string, input: PermissionInput) => request<Permission>('PUT', `permission/${id}`, { body: input }),
  remove: (id: string) => request<unknown>('DELETE', `permission/${id}`),
};

export const rolesApi = {
  list: () => requestList<Role>('role'),
  create: (input: RoleCreateInput) => request<Role>('POST', 'role', { body: input }),
  update: (id: string, input: RoleUpdateInput) => request<Role>('PUT', `role/${id}`, { body: input }),
  remove: (id: string) => request<unknown>('DELETE', `role/${id}`),
};

export const paymentModesApi = {
  list: () => requestList<PaymentMode>('paymentMode'),
  create: (input: PaymentModeInput) => request<PaymentMode>('POST', 'paymentMode', { body: input }),
  update: (id: string, input: PaymentModeInput) => request<PaymentMode>('PUT', `paymentMode/${id}`, { body: input }),
  remove: (id: string) => request<unknown>('DELETE', `paymentMode/${id}`),
};

export const treatmentsApi = {
  /** The cabinet's catalogue (treatments without an insurer). */
  list: () => requestList<Treatment>('treatment'),
  create: (input: TreatmentInput) => request<Treatment>('POST', 'treatment', { body: input }),
  update: (id: string, input: TreatmentInput) => request<Treatment>('PUT', `treatment/${id}`, { body: input }),
  remove: (id: string) => request<unknown>('DELETE', `treatment/${id}`),
};

export const assurancesApi = {
  list: () => requestList<Assurance>('assurance'),
  get: (id: string) => request<Assurance>('GET', `assurance/${id}`),
  create: (input: AssuranceInput) => request<Assurance>('POST', 'assurance', { body: input }),
  update: (id: string, input: AssuranceInput) => request<Assurance>('PUT', `assurance/${id}`, { body: input }),
  remove: (id: string) => request<unknown>('DELETE', `assurance/${id}`),
};

/** An insurer's own treatment list (paths in the style of the spec's). */
export const insurerTreatmentsApi = {
  list: (assuranceId: string) => requestList<Treatment>(`assurance/${assuranceId}/treatments`),
  create: (assuranceId: string, input: InsurerTreatmentInput) =>
    request<Treatment>('POST', `assurance/${assuranceId}/treatments`, { body: input }),
  update: (assuranceId: string, id: string, input: InsurerTreatmentInput) =>
    request<Treatment>('PUT', `assurance/${assuranceId}/treatments/${id}`, { body: input }),
  remove: (assuranceId: string, id: string) => request<unknown>('DELETE', `assurance/${assuranceId}/treatments/${id}`),
};

/** Which invoices: one doctor's, or the global ones (inCommon) for every doctor. */
export type InvoiceScope = { doctor: string } | { global: true };

const scopeParams = (scope: InvoiceScope) => ('global' in scope ? { global: true } : { doctor: scope.doctor });

export const insuranceInvoicesApi = {
  /** Newest number first, each with its insured payments and totals. */
  list: (assuranceId: string, scope: InvoiceScope) =>
    requestList<InsuranceInvoice>(`assurance/invoices/${assuranceId}`, scopeParams(scope)),
  create: (assuranceId: string, scope: InvoiceScope) =>
    request<InsuranceInvoice>('POST', `assurance/invoices/${assuranceId}`, { params: scopeParams(scope) }),
  pay: (assuranceId: string, invoiceId: string) =>
    request<InsuranceInvoice>('PUT', `assurance/invoices/${assuranceId}/payInvoice/${invoiceId}`),
  remove: (assuranceId: string, invoiceId: string) =>
    request<unknown>('DELETE', `assurance/invoices/${assuranceId}/deleteInvoice/${invoiceId}`),
};

export const patientsApi = {
  /** One page of a list (stage, sub-filter, doctor, search text), or of the quick search. */
  list: (query: PatientQuery): Promise<PatientPage> => requestPage<Patient>('patient', query as Record<string, string | number>),
  get: (id: string) => request<Patient>('GET', `patient/${id}`),
  create: (input: PatientInput) => request<Patient>('POST', 'patient', { body: input }),
  update: (id: string, input: PatientInput) => request<Patient>('PUT', `patient/${id}`, { body: input }),
  remove: (id: string) => request<unknown>('DELETE', `patient/${id}`),
  pass: (patient: string) => request<Patient>('POST', 'patient/passPatient', { body: { patient } }),
  finish: (patient: string) => request<Patient>('POST', 'patient/finishPatient', { body: { patient } }),
  return: (input: PatientReturnInput) => request<Patient>('POST', 'patient/returnPatient', { body: input }),
};
