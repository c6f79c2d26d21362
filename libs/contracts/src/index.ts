export * from './languages';
export * from './messages';
export { loadMessages } from './message-languages';
export * from './permissions';
export * from './entities';
export * from './limits';
export * from './text';
export * from './phone';
// Schemas are values (zod) the browser does not need: the API imports them from '@dental/contracts/schemas'.
export type { LoginInput, UserCreateInput, UserUpdateInput, RoleCreateInput, RoleUpdateInput, PermissionInput, PaymentModeInput, SettingsUpdateInput, RegistryEntryInput, TreatmentInput, InsurerTreatmentInput, AssuranceInput, PatientInput, PatientQuery, PatientDuplicatesQuery, PatientReturnInput, AppointmentInput, AppointmentWeekQuery, AppointmentPatientDayQuery, AppointmentSettingInput, DaysOfWorkInput } from './schemas';
export * from './routes';
// The types of every call of the route table (inferred from its schemas; no zod value is imported).
export type { RouteBody, RouteQuery, RouteAnswer, RouteData, RouteSchemas } from './route-schemas';
// The patient file (spec part 2): entity types, and its input types (no zod value).
export * from './patient-file-entities';
export type { QuoteLineInput, QuoteCreateInput, QuoteUpdateInput, QuoteLineEditInput, PaymentInput, PaymentApproveInput, InvoiceCreateInput, SheetUpdateInput, SheetLineInput, PrescriptionInput, LaboratoryInput, LabTreatmentInput } from './patient-file-schemas';
// The consumables (spec part 2): answer types and input types (no zod value).
export type { Consumable, Consumption, PurchaseOrder, Supplier, SupplierPayment } from './consumables-responses';
export type { ConsumableInput, ConsumptionInput, PurchaseOrderInput, PurchaseOrderLineInput, PurchaseOrderTotalInput, SupplierInput, SupplierPaymentInput } from './consumables-schemas';
// The laboratories' work and the implants (spec part 2): answer types and input types (no zod value).
export type { LaboratoryCard, LabAccount, LabPayment, LabCase, Implant } from './laboratory-work-responses';
export type { LabPaymentInput, LabPaymentListQuery, LabCaseListQuery, ImplantListQuery } from './laboratory-work-schemas';
// The financial statistics and the day close: answer and input types (no zod value).
export type { AccountingStatistics, CashClose, DayClose, PaymentStatistics, StatisticsApproved, StatisticsPaymentLine, StatisticsYears, TakingsRowData, TreatmentStatistics } from './finance-responses';
export type { CashCloseReopenInput, DayCloseInput, StatisticsQuery, TreatmentStatisticsQuery } from './finance-schemas';
// Money and rights in messages, the money rule, and the day rule of money records.
export * from './message-params';
export { formatMoney } from './money-format';
export { DEFAULT_PAYMENT_MODE_NAME, isDefaultPaymentModeName, paymentModeName } from './payment-mode-words';
export { collectionWords, rightWords } from './permission-words';
export { rightIsOffered, rightNote } from './permission-notes';
export { collectionModules, groupByModule, moduleOfCollection, moduleWords, PERMISSION_MODULES, type ModuleGroup, type PermissionModule, type PermissionModuleOrOther } from './permission-modules';
export { amountProblem, decimalPlaces, fitsMoneyColumn, typedAmount, typedAmountProblem, westernDigits, type AmountProblem, type AmountRule, type TypedAmountProblem } from './amounts';
export { typedAmountMessage, type TypedAmountRule } from './typed-amount-message';
export { isMoneyDayTooLate, latestMoneyDay, MONEY_DAY_LEEWAY_DAYS } from './money-days';
// The release path of a module and the health reports: answer and input types (no zod value).
export type { PublishResult, ReleaseAction, ReleaseBuild, ReleaseChange, ReleaseEvent, ReleaseStatus } from './release-responses';
export type { CanaryInput, CanaryThresholds, HealthReport, ModuleLoad, ModuleLoadCohort, ModuleLoadStage, PromoteInput, PublishInput, RollbackInput } from './release-schemas';
export type { Backup, BackupList, BackupSchedule, ProbeAnswer } from './operations-route-schemas';
export type { PatientStatement, PatientStatementRow, StatementQuery } from './statement-route-schemas';
export type { AppointmentStateInput, FreeSlot, FreeSlotsQuery, MyTill, WaitingItem, WaitingRoomQuery } from './desk-route-schemas';
export type { Callbacks, MessageTextsAnswer, MessageTextsInput, RecallItem, RecallPage, RecallQueryInput, ReminderDay, ReminderDayQuery, ReminderItem, SentReminder } from './recall-route-schemas';
// What a module declares (declarations.json), and the one validator the shell and the server use.
export * from './module-declarations';
// The insurer invoices' undo of a payment: input type and the reason's limit (no zod value).
export type { InvoiceUnpayInput } from './insurer-invoice-schemas';
export { UNPAY_REASON_MAX_LENGTH } from './insurer-invoice-limits';
export { clinicNameIn } from './clinic-name';
export { fieldWords, hasFieldWords } from './field-words';
// The clinical side of the patient file (issue 37): its words and limits, answer and input types (no zod value).
export * from './clinical-vocabulary';
export { conditionName } from './condition-words';
export type {
  ChartAct,
  ClinicalChart,
  ClinicalNote,
  ClinicalNoteInput,
  ClinicalNoteUpdate,
  ConditionType,
  ConditionTypeInput,
  ConsentTemplate,
  DocumentUploadQuery,
  ImageUpdateInput,
  ImageUploadQuery,
  NoteAddendumInput,
  PatientDocument,
  PatientImage,
  ToothCondition,
  ToothConditionInput,
  ToothHistoryEntry,
} from './clinical-schemas';
// Moving a clinic in and out (issue 39): the kinds, fields and header words, answer and input types (no zod value).
export * from './transfer-vocabulary';
export type { ImportDryRun, ImportFile, ImportJob, ImportMapping, ImportPreviewRow, ImportReadQuery, ImportRefusal, ImportSettings, ImportUploadQuery, SavedMapping, SavedMappingInput } from './transfer-schemas';
