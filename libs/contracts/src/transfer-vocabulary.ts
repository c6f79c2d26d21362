/**
 * Moving a clinic in and out (issue 39): what can be imported, the fields of each kind of file,
 * the code pages a spreadsheet may be saved in, and the words a file's header may use for each
 * field in French, English and Arabic. Plain data, safe for the browser's first load.
 */

/** What a file may hold: patients (with their insurer and opening balance), appointments to come, the treatment catalogue. */
export const IMPORT_KINDS = ['patients', 'appointments', 'treatments'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * The fields of each kind, in the order the mapping shows them. `required` fields must be given a
 * column (the patient's doctor may instead come from the import's default doctor).
 */
export const IMPORT_FIELDS = {
  patients: [
    'name',
    'phone',
    'whatsapp',
    'birth',
    'address',
    'healthNotes',
    'registrationNumber',
    'doctor',
    'insurer',
    'insurerNumber',
    'percentCovered',
    'stage',
    'openingBalance',
  ],
  appointments: ['registrationNumber', 'name', 'phone', 'doctor', 'date', 'time'],
  treatments: ['name', 'type', 'price'],
} as const satisfies Record<ImportKind, readonly string[]>;
export type ImportField<K extends ImportKind = ImportKind> = (typeof IMPORT_FIELDS)[K][number];
export type AnyImportField = (typeof IMPORT_FIELDS)[ImportKind][number];

export const REQUIRED_IMPORT_FIELDS: { [K in ImportKind]: readonly ImportField<K>[] } = {
  patients: ['name', 'phone'],
  appointments: ['date', 'time'],
  treatments: ['name', 'price'],
};

/** How the file's bytes are read: detected (`auto`), or the user's choice. */
export const IMPORT_ENCODINGS = ['auto', 'utf-8', 'windows-1256', 'windows-1252'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
export type DetectedEncoding = Exclude<ImportEncoding, 'auto'>;

/**
 * An import's life: uploaded and being mapped (draft), running in the background, then done,
 * failed (nothing stored), cancelled (nothing stored), or undone.
 */
export const IMPORT_STATES = ['draft', 'running', 'done', 'failed', 'cancelled', 'undone'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** What a row of the dry run will do: create a record, match an existing one (nothing written), or be refused. */
export const IMPORT_OUTCOMES = ['create', 'match', 'refuse'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** The largest file taken (bytes): 20,000 patients in a CSV are about 2 MB. */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
/** Rows shown as they will be stored by the dry run. */
export const IMPORT_PREVIEW_ROWS = 50;
/** Refusals listed in the dry run's answer; the report file holds every one. */
export const IMPORT_REFUSALS_LISTED = 200;

/**
 * Header words for each field (compared without case, accents, spaces or punctuation). The first
 * word of each language is how the screens and the export name the field.
 */
export const IMPORT_HEADER_WORDS: Record<AnyImportField, readonly string[]> = {
  name: ['Nom', 'Nom complet', 'Nom et prénom', 'Nom prénom', 'Patient', 'Name', 'Full name', 'Patient name', 'الاسم', 'الإسم', 'اسم المريض', 'الاسم الكامل', 'المريض'],
  phone: ['Téléphone', 'Tél', 'Tel', 'Portable', 'Mobile', 'GSM', 'Phone', 'Telephone', 'Phone number', 'الهاتف', 'رقم الهاتف', 'الجوال', 'هاتف'],
  whatsapp: ['WhatsApp', 'Whatsapp', 'WA', 'واتساب', 'الواتساب', 'رقم الواتساب'],
  birth: ['Date de naissance', 'Année de naissance', 'Naissance', 'Né le', 'Birth', 'Date of birth', 'Birth date', 'Year of birth', 'DOB', 'تاريخ الميلاد', 'سنة الميلاد', 'الميلاد'],
  address: ['Adresse', 'Domicile', 'Address', 'العنوان', 'عنوان'],
  healthNotes: ['Antécédents', 'État de santé', 'Notes de santé', 'Remarques médicales', 'Health notes', 'Medical history', 'Health', 'الحالة الصحية', 'السوابق', 'ملاحظات صحية'],
  registrationNumber: ['N° dossier', 'Numéro de dossier', 'Matricule', "N° d'enregistrement", 'Dossier', 'Registration number', 'File number', 'Record number', 'رقم الملف', 'رقم التسجيل'],
  doctor: ['Médecin', 'Docteur', 'Praticien', 'Dr', 'Doctor', 'Dentist', 'الطبيب', 'طبيب'],
  insurer: ['Assurance', 'Assureur', 'Mutuelle', 'Organisme', 'Insurer', 'Insurance', 'التأمين', 'شركة التأمين', 'المؤمن'],
  insurerNumber: ["N° d'immatriculation", 'Immatriculation', 'N° assuré', 'N° assurance', 'Insurance number', 'Member number', 'Policy number', 'رقم التأمين', 'رقم المؤمن', 'رقم التسجيل في التأمين'],
  percentCovered: ['Pourcentage', 'Taux de prise en charge', 'Prise en charge', 'Taux', '%', 'Percentage', 'Coverage', 'Covered', 'النسبة', 'نسبة التغطية', 'نسبة التأمين'],
  stage: ['Étape', 'Statut', 'État', 'Stage', 'Status', 'المرحلة', 'الحالة'],
  openingBalance: ['Solde', 'Solde repris', 'Solde initial', 'Opening balance', 'Balance', 'الرصيد', 'الرصيد الافتتاحي', 'الرصيد السابق'],
  date: ['Date', 'Jour', 'Date du rendez-vous', 'Day', 'Appointment date', 'التاريخ', 'اليوم', 'تاريخ الموعد'],
  time: ['Heure', 'Horaire', 'Time', 'Hour', 'الساعة', 'الوقت'],
  type: ['Type', 'Catégorie', 'Category', 'النوع', 'الصنف'],
  price: ['Prix', 'Tarif', 'Montant', 'Price', 'Amount', 'Fee', 'السعر', 'الثمن', 'المبلغ'],
};
