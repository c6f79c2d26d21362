import * as initial from './001_initial';
import * as insurersTreatmentsInvoices from './002_insurers_treatments_invoices';
import * as patients from './003_patients';
import * as sessions from './004_sessions';
import * as patientSearch from './005_patient_search';
import * as appointments from './006_appointments';
import * as patientFile from './007_patient_file';
import * as consumables from './008_consumables';
import * as labPayments from './009_lab_payments';
import * as sheetLineAppointments from './010_sheet_line_appointments';
import * as patientNameKey from './011_patient_name_key';
import * as sheetLineQuoteShare from './012_sheet_line_quote_share';
import * as clinicAddressPhone from './013_clinic_address_phone';
import * as dayCloses from './014_day_closes';
import * as zeroPayments from './015_zero_payments';
import * as moduleReleases from './016_module_releases';
import * as recalls from './017_recalls';
import * as invoiceFiguresReceipts from './018_invoice_figures_receipts';
import * as cashSessions from './019_cash_sessions';
import * as insurerInvoiceUndo from './020_insurer_invoice_undo';
import * as countedModuleLoads from './021_counted_module_loads';
import * as userFullName from './022_user_full_name';
import * as duplicateNameKey from './023_duplicate_name_key';
import * as bulkPatientWrites from './025_bulk_patient_writes';
import * as appointmentStates from './026_appointment_states';
import * as defaultRolesDesk from './027_default_roles_desk';
import * as userDeactivation from './028_user_deactivation';
import * as clinicNameArabic from './029_clinic_name_arabic';
import * as clinicalRecords from './030_clinical_records';
import * as patientFiles from './031_patient_files';
import * as patientReplies from './032_patient_replies';
import * as clinicTransfer from './033_clinic_transfer';
import * as patientNameTails from './034_patient_name_tails';
import * as insuranceDayTotals from './035_insurance_day_totals';
import * as bulkReceiptNumbers from './036_bulk_receipt_numbers';
import * as patientSearchCovering from './037_patient_search_covering';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every migration, in order. A new one gets the next number, its own file and a line here. */
export const migrations: readonly Migration[] = [
  { version: 1, name: initial.name, sql: initial.sql },
  { version: 2, name: insurersTreatmentsInvoices.name, sql: insurersTreatmentsInvoices.sql },
  { version: 3, name: patients.name, sql: patients.sql },
  { version: 4, name: sessions.name, sql: sessions.sql },
  { version: 5, name: patientSearch.name, sql: patientSearch.sql },
  { version: 6, name: appointments.name, sql: appointments.sql },
  { version: 7, name: patientFile.name, sql: patientFile.sql },
  { version: 8, name: consumables.name, sql: consumables.sql },
  { version: 9, name: labPayments.name, sql: labPayments.sql },
  { version: 10, name: sheetLineAppointments.name, sql: sheetLineAppointments.sql },
  { version: 11, name: patientNameKey.name, sql: patientNameKey.sql },
  { version: 12, name: sheetLineQuoteShare.name, sql: sheetLineQuoteShare.sql },
  { version: 13, name: clinicAddressPhone.name, sql: clinicAddressPhone.sql },
  { version: 14, name: dayCloses.name, sql: dayCloses.sql },
  { version: 15, name: zeroPayments.name, sql: zeroPayments.sql },
  { version: 16, name: moduleReleases.name, sql: moduleReleases.sql },
  { version: 17, name: recalls.name, sql: recalls.sql },
  { version: 18, name: invoiceFiguresReceipts.name, sql: invoiceFiguresReceipts.sql },
  { version: 19, name: cashSessions.name, sql: cashSessions.sql },
  { version: 20, name: insurerInvoiceUndo.name, sql: insurerInvoiceUndo.sql },
  { version: 21, name: countedModuleLoads.name, sql: countedModuleLoads.sql },
  { version: 22, name: userFullName.name, sql: userFullName.sql },
  { version: 23, name: duplicateNameKey.name, sql: duplicateNameKey.sql },
  { version: 25, name: bulkPatientWrites.name, sql: bulkPatientWrites.sql },
  { version: 26, name: appointmentStates.name, sql: appointmentStates.sql },
  { version: 27, name: defaultRolesDesk.name, sql: defaultRolesDesk.sql },
  { version: 28, name: userDeactivation.name, sql: userDeactivation.sql },
  { version: 29, name: clinicNameArabic.name, sql: clinicNameArabic.sql },
  { version: 30, name: clinicalRecords.name, sql: clinicalRecords.sql },
  { version: 31, name: patientFiles.name, sql: patientFiles.sql },
  { version: 32, name: patientReplies.name, sql: patientReplies.sql },
  { version: 33, name: clinicTransfer.name, sql: clinicTransfer.sql },
  { version: 34, name: patientNameTails.name, sql: patientNameTails.sql },
  { version: 35, name: insuranceDayTotals.name, sql: insuranceDayTotals.sql },
  { version: 36, name: bulkReceiptNumbers.name, sql: bulkReceiptNumbers.sql },
  { version: 37, name: patientSearchCovering.name, sql: patientSearchCovering.sql },
];
