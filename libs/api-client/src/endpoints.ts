import type {
  ClinicSettings,
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
  UserCreateInput,
  UserUpdateInput,
} from '@dental/contracts';
import { request, requestList } from './client';

/** The typed calls of spec part 1 §7. */

export const authApi = {
  login: (input: LoginInput) => request<LoginUserData>('POST', 'auth/login', { body: input, anonymous: true }),
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
  create: (input: UserCreateInput) => request<User>('POST', 'user', { body: input }),
  update: (id: string, input: UserUpdateInput) => request<User>('PUT', `user/${id}`, { body: input }),
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
