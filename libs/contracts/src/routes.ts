/**
 * Every call of the API, once: a key, a method and a path relative to the API root (spec part 1 §7),
 * `:name` marking a path parameter. Plain data, safe for the browser's first load: the schemas of
 * each call's params, query, body and response (zod) are in `route-schemas.ts`, which only the API
 * loads at run time (`@dental/contracts/schemas`); the client imports their types only.
 *
 * The API registers each route from its entry, the client's calls, the screens' test fakes and the
 * e2e helpers name the key; `route-paths.test.ts` fails when an API path is written elsewhere.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  /** Relative to the API root (`/api`), without a leading slash: `user/:id`; relative to the site's root when `site` is set. */
  path: string;
  /** A page of the site itself, outside the API (the patient's answer page, `/r/:token`). */
  site?: true;
}

export const API_ROUTES = {
  'auth.login': { method: 'POST', path: 'auth/login' },
  'auth.logout': { method: 'POST', path: 'auth/logout' },

  /** For load balancers and supervisors (no sign-in): the process answers / the database is ready. */
  'system.health': { method: 'GET', path: 'health' },
  'system.ready': { method: 'GET', path: 'ready' },
  /** Backups made by the server into its BACKUP_DIR (developer only): list with the schedule, make one now, fetch one. */
  'backups.list': { method: 'GET', path: 'backups' },
  'backups.create': { method: 'POST', path: 'backups' },
  'backups.download': { method: 'GET', path: 'backups/:name' },

  /** Patients due for a check-up (RDV view: own doctor or global), and marking one contacted. */
  'recalls.list': { method: 'GET', path: 'recall' },
  'recalls.contact': { method: 'POST', path: 'recall/:id/contact' },
  /** A day's appointments with their WhatsApp reminders (tomorrow by default), and marking one sent. */
  'reminders.day': { method: 'GET', path: 'reminder' },
  'reminders.markSent': { method: 'POST', path: 'reminder/:id' },
  /** The patients who answered a reminder by cancelling or asking for another time, still to call back ("À rappeler"), and marking one handled. */
  'callbacks.list': { method: 'GET', path: 'reminder/callbacks' },
  'callbacks.handled': { method: 'POST', path: 'reminder/callbacks/:id' },
  /**
   * The patient's answer page, reached without an account through the personal link of a reminder
   * (issue 38): a server-rendered page, and its plain form post (confirm, cancel, another time).
   */
  'patientReply.page': { method: 'GET', path: 'r/:token', site: true },
  'patientReply.answer': { method: 'POST', path: 'r/:token', site: true },
  /** The clinic's reminder and recall texts: read by any signed-in user, changed with TEXTES_MESSAGES on RDV. */
  'messageTexts.get': { method: 'GET', path: 'setting/messages' },
  'messageTexts.update': { method: 'PUT', path: 'setting/messages' },

  'settings.get': { method: 'GET', path: 'setting' },
  'settings.update': { method: 'PUT', path: 'setting' },

  'registry.list': { method: 'GET', path: 'registry' },
  'registry.update': { method: 'PUT', path: 'registry/:name' },

  /** The release path of a module (developer only): builds stored by the server, canary, promote, rollback, history. */
  'release.status': { method: 'GET', path: 'release/:name' },
  'release.events': { method: 'GET', path: 'release/:name/events' },
  'release.publish': { method: 'POST', path: 'release/:name/builds' },
  'release.canary': { method: 'POST', path: 'release/:name/canary' },
  'release.promote': { method: 'POST', path: 'release/:name/promote' },
  'release.rollback': { method: 'POST', path: 'release/:name/rollback' },
  'release.thresholds': { method: 'PUT', path: 'release/:name/thresholds' },
  /** Module loads' outcomes reported by the shell (any signed-in user). */
  'moduleHealth.report': { method: 'POST', path: 'moduleHealth' },

  'users.list': { method: 'GET', path: 'user' },
  'users.specific': { method: 'GET', path: 'user/specificUser' },
  'users.create': { method: 'POST', path: 'user' },
  /** A user who wrote records is deactivated (no sign-in, kept in the records), never deleted; and reactivated (issue 36). */
  'users.deactivate': { method: 'POST', path: 'user/:id/deactivate' },
  'users.reactivate': { method: 'POST', path: 'user/:id/reactivate' },
  'users.update': { method: 'PUT', path: 'user/:id' },
  'users.remove': { method: 'DELETE', path: 'user/:id' },

  'permissions.list': { method: 'GET', path: 'permission' },
  'permissions.byTable': { method: 'GET', path: 'permission/byTable' },
  'permissions.create': { method: 'POST', path: 'permission' },
  'permissions.update': { method: 'PUT', path: 'permission/:id' },
  'permissions.remove': { method: 'DELETE', path: 'permission/:id' },

  'roles.list': { method: 'GET', path: 'role' },
  'roles.create': { method: 'POST', path: 'role' },
  'roles.update': { method: 'PUT', path: 'role/:id' },
  'roles.remove': { method: 'DELETE', path: 'role/:id' },

  'paymentModes.list': { method: 'GET', path: 'paymentMode' },
  'paymentModes.create': { method: 'POST', path: 'paymentMode' },
  'paymentModes.update': { method: 'PUT', path: 'paymentMode/:id' },
  'paymentModes.remove': { method: 'DELETE', path: 'paymentMode/:id' },

  'treatments.list': { method: 'GET', path: 'treatment' },
  'treatments.create': { method: 'POST', path: 'treatment' },
  'treatments.update': { method: 'PUT', path: 'treatment/:id' },
  'treatments.remove': { method: 'DELETE', path: 'treatment/:id' },

  'insurerTreatments.list': { method: 'GET', path: 'assurance/:AssId/treatments' },
  'insurerTreatments.create': { method: 'POST', path: 'assurance/:AssId/treatments' },
  'insurerTreatments.update': { method: 'PUT', path: 'assurance/:AssId/treatments/:id' },
  'insurerTreatments.remove': { method: 'DELETE', path: 'assurance/:AssId/treatments/:id' },

  'assurances.list': { method: 'GET', path: 'assurance' },
  'assurances.get': { method: 'GET', path: 'assurance/:id' },
  'assurances.create': { method: 'POST', path: 'assurance' },
  'assurances.update': { method: 'PUT', path: 'assurance/:id' },
  'assurances.remove': { method: 'DELETE', path: 'assurance/:id' },

  'invoices.list': { method: 'GET', path: 'assurance/invoices/:AssId' },
  'invoices.create': { method: 'POST', path: 'assurance/invoices/:AssId' },
  'invoices.pay': { method: 'PUT', path: 'assurance/invoices/:AssId/payInvoice/:invoiceId' },
  /** The spec reads the pay call two ways: DELETE pays too. */
  'invoices.payByDelete': { method: 'DELETE', path: 'assurance/invoices/:AssId/payInvoice/:invoiceId' },
  'invoices.remove': { method: 'DELETE', path: 'assurance/invoices/:AssId/deleteInvoice/:invoiceId' },
  /** Closes an open invoice (no more payments attach to it); it then awaits the insurer's payment. */
  'invoices.close': { method: 'PUT', path: 'assurance/invoices/:AssId/closeInvoice/:invoiceId' },
  /** Undoes an insurer's payment recorded by mistake, with a reason (audited): the invoice is closed and unpaid again. */
  'invoices.unpay': { method: 'PUT', path: 'assurance/invoices/:AssId/unpayInvoice/:invoiceId' },

  'patients.list': { method: 'GET', path: 'patient' },
  /** Likely duplicates of a patient about to be added (the add-patient form asks before creating). */
  'patients.duplicates': { method: 'GET', path: 'patient/duplicates' },
  'patients.get': { method: 'GET', path: 'patient/:id' },
  'patients.create': { method: 'POST', path: 'patient' },
  'patients.update': { method: 'PUT', path: 'patient/:id' },
  'patients.remove': { method: 'DELETE', path: 'patient/:id' },
  'patients.pass': { method: 'POST', path: 'patient/passPatient' },
  'patients.finish': { method: 'POST', path: 'patient/finishPatient' },
  'patients.return': { method: 'POST', path: 'patient/returnPatient' },

  /** A doctor's appointments from startDate to endDate (the Sunday-to-Saturday week of the calendar). */
  'appointments.week': { method: 'GET', path: 'appointment/:doctorId' },
  /** Books a slot; answers the week of the query (or of the booked day). */
  'appointments.create': { method: 'POST', path: 'appointment/:doctorId' },
  'appointments.remove': { method: 'DELETE', path: 'appointment/:doctorId/:appointmentId' },
  /** The desk moves an appointment along its states (issue 36); DELETE undoes the last change of the day. */
  'appointments.setState': { method: 'POST', path: 'appointment/:doctorId/:appointmentId/state' },
  'appointments.undoState': { method: 'DELETE', path: 'appointment/:doctorId/:appointmentId/state' },
  /** Today's arrived and in-chair patients, in arrival order (static segment, never a doctor id). */
  'appointments.waitingRoom': { method: 'GET', path: 'appointment/waitingRoom' },
  /** The next free slots from now, of one doctor or every doctor the caller sees. */
  'appointments.freeSlots': { method: 'GET', path: 'appointment/freeSlots' },
  /**
   * Before booking on `doctor`'s calendar: the patient's appointments on `date` with every doctor
   * (a static segment, so never read as a doctor id by `appointment/:doctorId`).
   */
  'appointments.patientDay': { method: 'GET', path: 'appointment/patientDay' },
  /** The doctor's matin and soir sessions. */
  'appointments.settings': { method: 'GET', path: 'appointment/setAppointment/:doctorId' },
  /** The form without a doctor (spec part 2 §7): the signed-in doctor's own sessions. */
  'appointments.ownSettings': { method: 'GET', path: 'appointment/setAppointment' },
  'appointments.updateSetting': { method: 'PUT', path: 'appointment/setAppointment/:doctorId/:settingId' },
  'appointments.daysOfWork': { method: 'GET', path: 'appointment/dayOfWork/:doctorId' },
  'appointments.saveDaysOfWork': { method: 'POST', path: 'appointment/dayOfWork/:doctorId' },

  // ── Patient file (spec part 2 §7) and the laboratories' reference data ──
  /** A patient's quotes, newest number first, with their lines and sums. */
  'quotes.list': { method: 'GET', path: 'devis/:patientId' },
  'quotes.create': { method: 'POST', path: 'devis/:patientId' },
  /** Changes the reduction. */
  'quotes.update': { method: 'PUT', path: 'devis/:patientId/:devisId' },
  'quotes.remove': { method: 'DELETE', path: 'devis/:patientId/:devisId' },
  /** Appends a line (treatment and teeth) to a quote. */
  'quotes.append': { method: 'POST', path: 'devis/:patientId/append/:devisId' },
  'quotes.editLine': { method: 'PUT', path: 'devis/:patientId/:devisId/editLineDevis/:lineId' },
  'quotes.removeLine': { method: 'DELETE', path: 'devis/:patientId/:devisId/deleteLineDevis/:lineId' },

  /** A patient's invoices (`?patient=`), by number descending; without it, those of every patient the caller may see. */
  'patientInvoices.list': { method: 'GET', path: 'invoice' },
  'patientInvoices.get': { method: 'GET', path: 'invoice/:id' },
  /** The patient's quotes with only their lines not yet invoiced: what the next invoice would bill. */
  'patientInvoices.invoiceable': { method: 'GET', path: 'invoice/:patientId/getAllDevis' },
  /**
   * Empty body: bills every quote line not yet invoiced under the next number; `{ devis: [quoteIds] }`
   * bills only those quotes' lines. Each quote's reduction applies to its own lines (libs/domain invoiceSums).
   */
  'patientInvoices.create': { method: 'POST', path: 'invoice/:patientId' },
  'patientInvoices.remove': { method: 'DELETE', path: 'invoice/:patientId/:invoiceId' },

  /** A patient's payments (`?patient=`, optional `?type=`), newest first. */
  'payments.list': { method: 'GET', path: 'payment' },
  /** "Ma caisse du jour": the drawer payments the signed-in user recorded for today, by method (issue 36). */
  'payments.myDay': { method: 'GET', path: 'payment/myDay' },
  'payments.create': { method: 'POST', path: 'payment' },
  'payments.update': { method: 'PUT', path: 'payment/:id' },
  'payments.remove': { method: 'DELETE', path: 'payment/:id' },
  /** Approves a list of the doctor's payments (APPROUVER on PAIEMENTS_PATIENTS). */
  'payments.approve': { method: 'PUT', path: 'payment/approve/:doctorId' },
  /** A payment's receipt (reçu): its number, the patient, who took it and the patient's balance after it. */
  'payments.receipt': { method: 'GET', path: 'payment/:id/receipt' },

  /** A patient's treatment sheets, newest number first. */
  'sheets.list': { method: 'GET', path: 'fiche/:patientId' },
  'sheets.get': { method: 'GET', path: 'fiche/:patientId/:ficheId' },
  /** Opens the next sheet (empty body). */
  'sheets.create': { method: 'POST', path: 'fiche/:patientId' },
  /** Saves the lines as parallel lists (_id, dateAppointment, acte, amount, finish). */
  'sheets.update': { method: 'PUT', path: 'fiche/:patientId/:ficheId' },
  'sheets.remove': { method: 'DELETE', path: 'fiche/:patientId/:ficheId' },
  'sheets.removeLine': { method: 'DELETE', path: 'fiche/:patientId/:ficheId/LineFiche/:lineId' },
  /** Adds a line realising a quote line (or, with lineFicheId, changes that line's teeth, act or laboratory). */
  'sheets.saveLine': { method: 'PUT', path: 'fiche/:patientId/LineFiche/:ficheId' },

  /** A patient's prescriptions (`?patient=`), newest first. */
  'prescriptions.list': { method: 'GET', path: 'prescription' },
  'prescriptions.create': { method: 'POST', path: 'prescription' },
  'prescriptions.update': { method: 'PUT', path: 'prescription/:id' },
  'prescriptions.remove': { method: 'DELETE', path: 'prescription/:id' },

  /**
   * The clinical side of the patient file (issue 37): the conditions' catalogue (the administrator
   * extends it), the chart of a patient's teeth and one tooth's history, conditions on teeth,
   * clinical notes (changed for 24 hours, then completed by addenda), radiographs and photos,
   * documents, and the consent form's template. An upload's body is the file's bytes
   * (application/octet-stream), its details in the query; a file is fetched with the caller's token.
   */
  'conditionTypes.list': { method: 'GET', path: 'clinical/conditionType' },
  'conditionTypes.create': { method: 'POST', path: 'clinical/conditionType' },
  'conditionTypes.update': { method: 'PUT', path: 'clinical/conditionType/:id' },
  'conditionTypes.remove': { method: 'DELETE', path: 'clinical/conditionType/:id' },
  'clinical.chart': { method: 'GET', path: 'clinical/chart' },
  'clinical.toothHistory': { method: 'GET', path: 'clinical/tooth' },
  'toothConditions.create': { method: 'POST', path: 'clinical/condition' },
  'toothConditions.remove': { method: 'DELETE', path: 'clinical/condition/:id' },
  'clinicalNotes.list': { method: 'GET', path: 'clinical/note' },
  'clinicalNotes.create': { method: 'POST', path: 'clinical/note' },
  'clinicalNotes.update': { method: 'PUT', path: 'clinical/note/:id' },
  'clinicalNotes.addendum': { method: 'POST', path: 'clinical/note/:id/addendum' },
  'patientImages.list': { method: 'GET', path: 'clinical/image' },
  'patientImages.upload': { method: 'POST', path: 'clinical/image' },
  'patientImages.file': { method: 'GET', path: 'clinical/image/:id/file' },
  'patientImages.update': { method: 'PUT', path: 'clinical/image/:id' },
  'patientImages.remove': { method: 'DELETE', path: 'clinical/image/:id' },
  'patientDocuments.list': { method: 'GET', path: 'clinical/document' },
  'patientDocuments.upload': { method: 'POST', path: 'clinical/document' },
  'patientDocuments.file': { method: 'GET', path: 'clinical/document/:id/file' },
  'patientDocuments.remove': { method: 'DELETE', path: 'clinical/document/:id' },
  'consentTemplate.get': { method: 'GET', path: 'setting/consent' },
  'consentTemplate.update': { method: 'PUT', path: 'setting/consent' },

  /** Laboratory consumptions: a patient's (`?patient=`, the labo tab) or a laboratory's (`?labId=`). */
  'labConsumptions.list': { method: 'GET', path: 'laboratory/consumptions' },

  'laboratories.list': { method: 'GET', path: 'laboratory' },
  'laboratories.create': { method: 'POST', path: 'laboratory' },
  'laboratories.update': { method: 'PUT', path: 'laboratory/:id' },
  'laboratories.remove': { method: 'DELETE', path: 'laboratory/:id' },
  /** A laboratory's price list (prothese treatments only). */
  'labTreatments.list': { method: 'GET', path: 'laboratory/:labId/treatments' },
  'labTreatments.create': { method: 'POST', path: 'laboratory/:labId/treatments' },
  'labTreatments.update': { method: 'PUT', path: 'laboratory/:labId/treatments/:id' },
  'labTreatments.remove': { method: 'DELETE', path: 'laboratory/:labId/treatments/:id' },
  /** Every doctor's account with a lab: consumed − paid (COMPTES_LABORATOIRE, global view only). */
  'labAccounts.list': { method: 'GET', path: 'laboratory/:labId/accounts' },
  /** Payments to the labs (PAIEMENTS_LABORATOIRES), newest first: `?labId=` and `?doctor=` optional. */
  'labPayments.list': { method: 'GET', path: 'laboratory/payments' },
  /** `?labId=` required; body {amount, comment, doctor, createdAt}. */
  'labPayments.create': { method: 'POST', path: 'laboratory/payments' },
  'labPayments.update': { method: 'PUT', path: 'laboratory/payments/:paymentId' },
  'labPayments.remove': { method: 'DELETE', path: 'laboratory/payments/:paymentId' },
  /** A lab's patient cases (PATIENTS_LABORATOIRE): `?doctor=`, optional `?finish=true|false`. */
  'labCases.list': { method: 'GET', path: 'laboratory/:labId/patients' },
  /** Empty body: the case is finished (a finished case is refused, 409). */
  'labCases.finish': { method: 'PUT', path: 'laboratory/:labId/patients/:caseId' },

  // ── Implants (spec part 2 §7, IMPLANTS) ──
  /** A doctor's implants (`?doctor=`, optional `?finish=true|false`), newest first. */
  'implants.list': { method: 'GET', path: 'implant' },
  /** Empty body: the implant is finished (isSetAppointment true; twice is refused, 409). */
  'implants.finish': { method: 'PUT', path: 'implant/:id' },

  /** The audit trail of a patient's money, newest first (APPROUVER on PAIEMENTS_PATIENTS). */
  'patientHistory.list': { method: 'GET', path: 'patient/:id/history' },
  /** A patient's account statement (relevé de compte): `?from=&to=` (YYYY-MM-DD, optional), every charge and payment with the running balance. */
  'patients.statement': { method: 'GET', path: 'patient/:id/statement' },

  // ── Consumables (spec part 2 §7): consumptions (CONSOMMATIONS), the consumable list
  // (LIST_CONSOMMABLE), suppliers (FOURNISSEURS), a doctor's purchase orders and payments (BON_COMMANDE) ──
  /** A doctor's consumptions (`?doctor=`; the caller's own without the global view), newest first. */
  'consumptions.list': { method: 'GET', path: 'consumption' },
  'consumptions.create': { method: 'POST', path: 'consumption' },
  'consumptions.update': { method: 'PUT', path: 'consumption/:id' },
  'consumptions.remove': { method: 'DELETE', path: 'consumption/:id' },

  /** The names of the consumables, alphabetical. */
  'consumableList.list': { method: 'GET', path: 'consumableList' },
  'consumableList.create': { method: 'POST', path: 'consumableList' },
  'consumableList.update': { method: 'PUT', path: 'consumableList/:id' },
  'consumableList.remove': { method: 'DELETE', path: 'consumableList/:id' },

  /** Suppliers with their accounts (one per doctor the caller may see) and payment history. */
  'suppliers.list': { method: 'GET', path: 'supplier' },
  'suppliers.create': { method: 'POST', path: 'supplier' },
  'suppliers.update': { method: 'PUT', path: 'supplier/:id' },
  'suppliers.remove': { method: 'DELETE', path: 'supplier/:id' },

  'purchaseOrders.list': { method: 'GET', path: 'purchaseOrder/:doctorId' },
  'purchaseOrders.create': { method: 'POST', path: 'purchaseOrder/:doctorId' },
  'purchaseOrders.update': { method: 'PUT', path: 'purchaseOrder/:doctorId/:id' },
  'purchaseOrders.remove': { method: 'DELETE', path: 'purchaseOrder/:doctorId/:id' },
  'purchaseOrders.setTotal': { method: 'PUT', path: 'purchaseOrder/:doctorId/:id/setTotal' },
  'purchaseOrders.addPayment': { method: 'POST', path: 'purchaseOrder/:doctorId/:id/payment' },
  'purchaseOrders.updatePayment': { method: 'PUT', path: 'purchaseOrder/:doctorId/:id/payment/:paymentId' },
  'purchaseOrders.removePayment': { method: 'DELETE', path: 'purchaseOrder/:doctorId/:id/payment/:paymentId' },

  // ── Moving a clinic in and out (issue 39): imports from CSV/XLSX (IMPORT on DONNEES) and exports
  // as zips of CSV (EXPORT on DONNEES; a patient's own file with the right to view that patient) ──
  /** The imports made, newest first (the audit: who, when, which file, what it did). */
  'imports.list': { method: 'GET', path: 'import' },
  /** Uploads a file (its bytes, application/octet-stream; `?kind=&fileName=`): a draft with its header and suggested mapping. */
  'imports.upload': { method: 'POST', path: 'import' },
  /** The import; with `?sheet=` or `?encoding=`, its draft's file read that way (header and suggested mapping), for the screen to map. */
  'imports.get': { method: 'GET', path: 'import/:id' },
  /** Reads the whole file with the settings: the first rows as they will be stored, counts, refusals. Writes nothing. */
  'imports.dryRun': { method: 'POST', path: 'import/:id/dryRun' },
  /** The refusals of the last dry run or run, as a CSV file to fix in Excel. */
  'imports.report': { method: 'GET', path: 'import/:id/report' },
  /** Starts the import in the background (all-or-nothing); GET import/:id follows its progress. */
  'imports.start': { method: 'POST', path: 'import/:id/start' },
  'imports.cancel': { method: 'POST', path: 'import/:id/cancel' },
  /** Removes what the import created, while nothing else has been written on those records. */
  'imports.undo': { method: 'POST', path: 'import/:id/undo' },
  'importMappings.list': { method: 'GET', path: 'import/mapping' },
  'importMappings.save': { method: 'POST', path: 'import/mapping' },
  'importMappings.remove': { method: 'DELETE', path: 'import/mapping/:id' },
  /** The whole clinic: one zip of CSV files (one per table) and a README, streamed. */
  'exports.clinic': { method: 'GET', path: 'export' },
  /** A patient's complete file (right of access): one zip with a printable summary. */
  'exports.patient': { method: 'GET', path: 'patient/:id/export' },

  // ── Financial statistics (spec part 2 §2, §9; STATISTIQUES_FINANCIERES: AFFICHER own doctor,
  // AFFICHER_GLOBAL any doctor or the whole clinic) and the day close (CLOTURER) ──
  /** A period's payment lines (paged), takings, previous period, unapproved payments, single-day shares. */
  'statistics.payments': { method: 'GET', path: 'statistics/payments' },
  /** A period's accounting: the doctor's statement (§9) beside the previous period's. */
  'statistics.accounting': { method: 'GET', path: 'statistics/accounting' },
  /** A year's treatments: NBS, acts, amount and percentage, NBS descending. */
  'statistics.treatments': { method: 'GET', path: 'statistics/treatments' },
  /** The years offered: from the clinic's first payment to this year. */
  'statistics.years': { method: 'GET', path: 'statistics/years' },
  /** Approves the listed payments of any doctors at once (the whole clinic's "Valider les paiements"), each doctor checked as PUT payment/approve does. */
  'statistics.approve': { method: 'PUT', path: 'statistics/payments/approve' },
  /** A day's cash sessions: the open one's takings per payment method and the day's closes. */
  'dayClose.get': { method: 'GET', path: 'dayClose/:day' },
  /** Closes the day's open cash session (its payments no close holds yet) with the counted amounts: they are then read-only. */
  'dayClose.close': { method: 'POST', path: 'dayClose/:day' },
  /** Reopens a close (reason required, audited): its payments are open again, the next close takes them. */
  'dayClose.reopen': { method: 'POST', path: 'cashClose/:id/reopen' },
} as const satisfies Record<string, RouteSpec>;

export type RouteKey = keyof typeof API_ROUTES;
export const ROUTE_KEYS = Object.keys(API_ROUTES) as RouteKey[];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a route, by name: `{ AssId: string; id: string }`. */
export type RouteParams<K extends RouteKey> = { [Name in ParamNames<(typeof API_ROUTES)[K]['path']>]: string };

/** Whether the route has path parameters. */
export type HasParams<K extends RouteKey> = [ParamNames<(typeof API_ROUTES)[K]['path']>] extends [never] ? false : true;

/** The path of a call with its parameters filled in (encoded): `routeUrl('users.update', { id: '7' })` is `user/7`. */
export function routeUrl<K extends RouteKey>(key: K, ...[params]: HasParams<K> extends true ? [RouteParams<K>] : [RouteParams<K>?]): string {
  const values = (params ?? {}) as Record<string, string>;
  return API_ROUTES[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${key}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The path the server registers for a call: under `/api`, or at the site's root for a page of the site. */
export function registeredPath(key: RouteKey): string {
  const spec: RouteSpec = API_ROUTES[key];
  return spec.site ? `/${spec.path}` : `/api/${spec.path}`;
}

export interface RouteMatch {
  key: RouteKey;
  params: Record<string, string>;
}

interface RouteMatcher {
  key: RouteKey;
  method: string;
  regex: RegExp;
  names: string[];
}

let matchers: RouteMatcher[] | undefined;

/** Built on the first match, not when the table is loaded: the login screen loads it and matches nothing. */
function routeMatchers(): RouteMatcher[] {
  matchers ??= ROUTE_KEYS.map((key) => {
    const names: string[] = [];
    const pattern = API_ROUTES[key].path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { key, method: API_ROUTES[key].method as string, regex: new RegExp(`^/?(?:api/)?${pattern}$`), names };
  });
  return matchers;
}

/**
 * The route a request names (method and URL relative to the API root, `/api/...` or without a
 * leading slash; a query string is ignored), with its decoded path parameters. Fixed paths win
 * over parameters (`patient/passPatient` is not `patient/:id`).
 */
export function matchRoute(method: string, url: string): RouteMatch | undefined {
  const path = url.split('?')[0].replace(/^\/api\//, '').replace(/^\//, '');
  const candidates = routeMatchers().filter((m) => m.method === method.toUpperCase()).flatMap((m) => {
    const found = m.regex.exec(path);
    return found ? [{ m, found }] : [];
  });
  candidates.sort((a, b) => a.m.names.length - b.m.names.length);
  const best = candidates[0];
  if (!best) return undefined;
  const params = Object.fromEntries(best.m.names.map((name, i) => [name, decodeURIComponent(best.found[i + 1])]));
  return { key: best.m.key, params };
}
