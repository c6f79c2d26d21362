import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from '../http/route';
import type { Db } from '../db/types';
import { authPlugin } from '../plugins/auth';
import { contextPlugin } from '../plugins/context';
import { named } from '../plugins/global';
import type { BackupSettings } from '../ops/schedule';
import type { PasswordHasher } from '../security/passwords';
import { appointmentRoutes } from './appointments/routes';
import { deskRoutes } from './appointments/desk-routes';
import { assuranceRoutes } from './assurances/routes';
import { databaseAttemptsStore } from './auth/attempts-store';
import { authRoutes, type LoginRateLimit } from './auth/routes';
import { backupRoutes } from './backups/routes';
import type { FileStore } from './clinical-files/file-store';
import { clinicalFileRoutes } from './clinical-files/routes';
import { clinicalRecordRoutes } from './clinical/routes';
import { consumablesRoutes } from './consumables/routes';
import { healthRoutes } from './health/routes';
import { exportRoutes } from './exports/routes';
import { implantRoutes } from './implants/routes';
import { importRoutes } from './imports/routes';
import { invoiceRoutes } from './invoices/routes';
import { laboratoryRoutes } from './laboratories/routes';
import { patientHistoryRoutes } from './patient-history/routes';
import { patientStatementRoutes } from './patient-statement/routes';
import { patientInvoiceRoutes } from './patient-invoices/routes';
import { patientRoutes } from './patients/routes';
import { paymentModeRoutes } from './payment-modes/routes';
import { paymentRoutes } from './payments/routes';
import { myDayRoutes } from './payments/my-day';
import { permissionRoutes } from './permissions/routes';
import { prescriptionRoutes } from './prescriptions/routes';
import { quoteRoutes } from './quotes/routes';
import { messageTextRoutes } from './recalls/message-text-routes';
import { reminderRoutes } from './recalls/reminder-routes';
import { recallRoutes } from './recalls/routes';
import { registryRoutes } from './registry/routes';
import { releaseRoutes } from './release/routes';
import { moduleHealthRoutes } from './module-health/routes';
import { roleRoutes } from './roles/routes';
import { settingRoutes } from './settings/routes';
import { dayCloseRoutes } from './statistics/day-close-routes';
import { statisticsRoutes } from './statistics/routes';
import { sheetRoutes } from './sheets/routes';
import { treatmentRoutes } from './treatments/routes';
import { userRoutes } from './users/routes';

export interface ApiOptions {
  db: Db;
  passwords: PasswordHasher;
  jwtSecret: string;
  tokenTtl: string;
  loginRateLimit: LoginRateLimit;
  /** The backup folder and the daily schedule (the backups routes list and write there). */
  backups: BackupSettings;
  /** Where the patients' files' bytes are stored. */
  files: FileStore;
}

/** Everything under /api: shared context, authentication, then one plugin per domain. */
export async function apiPlugin(api: FastifyInstance, options: ApiOptions) {
  // Routes are registered from the route table (http/route.ts): its schemas validate and serialise.
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  await api.register(contextPlugin, { db: options.db, passwords: options.passwords });
  await api.register(authPlugin, { db: options.db, secret: options.jwtSecret, tokenTtl: options.tokenTtl });
  await api.register(rateLimit, { global: false, store: databaseAttemptsStore(options.db) });

  await api.register(named(healthRoutes));
  await api.register(named(authRoutes), { loginRateLimit: options.loginRateLimit });
  await api.register(named(settingRoutes));
  await api.register(named(registryRoutes));
  await api.register(named(releaseRoutes));
  await api.register(named(moduleHealthRoutes));
  await api.register(named(backupRoutes), { backups: options.backups });
  await api.register(named(userRoutes));
  await api.register(named(permissionRoutes));
  await api.register(named(roleRoutes));
  await api.register(named(paymentModeRoutes));
  await api.register(named(assuranceRoutes));
  await api.register(named(treatmentRoutes));
  await api.register(named(invoiceRoutes));
  await api.register(named(patientRoutes));
  await api.register(named(quoteRoutes));
  await api.register(named(patientInvoiceRoutes));
  await api.register(named(paymentRoutes));
  await api.register(named(myDayRoutes));
  await api.register(named(sheetRoutes));
  await api.register(named(prescriptionRoutes));
  await api.register(named(clinicalRecordRoutes));
  await api.register(named(clinicalFileRoutes), { files: options.files });
  await api.register(named(laboratoryRoutes));
  await api.register(named(patientHistoryRoutes));
  await api.register(named(patientStatementRoutes));
  await api.register(named(appointmentRoutes));
  await api.register(named(deskRoutes));
  await api.register(named(recallRoutes));
  await api.register(named(reminderRoutes));
  await api.register(named(messageTextRoutes));
  await api.register(named(consumablesRoutes));
  await api.register(named(implantRoutes));
  await api.register(named(statisticsRoutes));
  await api.register(named(dayCloseRoutes));
  await api.register(named(importRoutes));
  await api.register(named(exportRoutes), { files: options.files });
}
