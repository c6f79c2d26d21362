/** Entities as they travel on the wire (spec part 1 §3). Ids are strings exposed as `_id`. */

export interface DoctorProfile {
  cabinet: boolean;
  percentage: number;
}

export interface User {
  _id: string;
  username: string;
  phone: string;
  roles: string[];
  doctor: DoctorProfile | null;
  dev: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * The body of POST user and PUT user/{id} as spec part 1 §7 writes it: a non-doctor's part is {}
 * (null is accepted too); an empty password on edit keeps the current one.
 */
export interface UserWriteBody {
  username: string;
  phone: string;
  password: string;
  doctor: DoctorProfile | Record<string, never> | null;
  roles: string[];
}

/** What every signed-in user may see of a doctor: enough for drop-downs and sub-menus. */
export type DoctorSummary = Pick<User, '_id' | 'username' | 'doctor'>;

export interface LoginUserData {
  _id: string;
  username: string;
  doctor: DoctorProfile | null;
  dev: boolean;
  accessToken: string;
}

export interface Permission {
  _id: string;
  name: string;
  collectionName: string;
  createdAt: string;
  updatedAt: string;
}

/** GET permission/byTable: permissions grouped by collection, `_id` being the collection name. */
export interface PermissionGroup {
  _id: string;
  data: Permission[];
}

export interface Role {
  _id: string;
  name: string;
  permissions: string[];
  createdAt: string;
  updatedAt: string;
}

export interface PaymentMode {
  _id: string;
  name: string;
  code: number;
  archive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ClinicSettings {
  clinicName: string;
  mainColor: string;
  /** An image URL or data URL; null shows the product's default logo. */
  logo: string | null;
  /** Opening hours quoted in reminder messages, as the clinic writes them. */
  openingHours: string;
  /** Price of a consultation for a patient without insurer, in MRU (an insurer's cons_price otherwise). */
  consultationPrice: number;
}

export const MODULE_NAMES = ['admin', 'patients', 'appointments', 'laboratories', 'finance', 'consumables'] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

/** One module of the remote registry: a stable build and, optionally, a canary build for a share of users. */
export interface RemoteModuleEntry {
  name: ModuleName;
  url: string;
  canary: { url: string; percent: number } | null;
}

/** Treatment types of spec part 1 §3, soins being the default. */
export const TREATMENT_TYPES = ['soins', 'prothese', 'gencive', 'implant', 'pediatre', 'bouche', 'conservative'] as const;
export type TreatmentType = (typeof TREATMENT_TYPES)[number];
export const DEFAULT_TREATMENT_TYPE: TreatmentType = 'soins';

/** A treatment of the cabinet's catalogue (assurance null) or of an insurer's list. Prices in MRU. */
export interface Treatment {
  _id: string;
  name: string;
  type: TreatmentType;
  price: number;
  assurance: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Assurance {
  _id: string;
  name: string;
  /** Consultation price in MRU. */
  cons_price: number;
  color: string;
  type: string;
  createdAt: string;
  updatedAt: string;
}

/** A payment covered by an insurer, as listed on the insurer's invoice. */
export interface InsuredPayment {
  _id: string;
  patient: { _id: string; name: string; RegNo: string | null; professionalId: string | null; percentCovered: number };
  doctor: { _id: string; username: string };
  type: 'payment' | 'soins' | 'consultations';
  amount: number;
  /** amount × percentCovered / 100, rounded to the ouguiya cent. */
  coveredAmount: number;
  paymentDate: string;
  createdAt: string;
}

/** An insurer's invoice: per doctor, or global (inCommon) for every doctor of the cabinet. */
export interface InsuranceInvoice {
  _id: string;
  assurance: string;
  numInvoice: number;
  doctor: string | null;
  inCommon: boolean;
  /** Paid by the insurer: closed, archived, and no longer deletable or payable. */
  payed: boolean;
  /** Closed: no more payments attach to it. */
  finish: boolean;
  payedAt: string | null;
  createdAt: string;
  payments: InsuredPayment[];
  totals: { amount: number; coveredAmount: number; count: number };
}

/** Stages of spec part 1 §4: consultation (no RegNo) → current (RegNo) → finish, and back by Return. */
export const PATIENT_STAGES = ['consultation', 'current', 'finish'] as const;
export type PatientStage = (typeof PATIENT_STAGES)[number];

/** Sub-filters of each list (spec part 1 §4). */
export const PATIENT_SUB_FILTERS = {
  consultation: ['notArchived', 'archived'],
  current: ['patients', 'inCommon'],
  finish: ['debtor', 'settled', 'creditor'],
} as const;
export type PatientSubFilter = (typeof PATIENT_SUB_FILTERS)[PatientStage][number];

export const DEFAULT_WHATSAPP_PREFIX = '+222';

export interface PatientInsurance {
  /** The insurer's id; null when the patient is not insured. */
  society: string | null;
  /** Membership number at the insurer (N° d'immatriculation). */
  registrationNumber: string | null;
  /** Professional registration number (matricule). */
  professionalId: string | null;
  /** What the cover is (e.g. the member or a dependant). */
  coverage: string | null;
  /** 0–100. */
  percentCovered: number | null;
}

export interface Patient {
  _id: string;
  /** The doctors following the patient; more than one makes the patient "in common". */
  doctor: string[];
  /** Registration number padded to 4 digits; null at the consultation stage. */
  RegNo: string | null;
  name: string;
  contact: { phone: string; whatsApp: string };
  address: string;
  HealthCondition: string;
  /** Year of birth. */
  dob: number | null;
  assurance: PatientInsurance;
  finish: boolean;
  archive: boolean;
  date_archive: string | null;
  /** Paid minus charged, in MRU: negative means the patient owes the cabinet. */
  balance: number;
  createdAt: string;
  updatedAt: string;
}

/** GET patient on the wire: the list in `success` like every list, the paging beside it. */
export interface PatientPageAnswer {
  success: Patient[];
  total: number;
  /** Present when `total` is the database's estimate (a long list is not counted exactly). */
  totalEstimated?: true;
  offset: number;
  limit: number;
}

/** One page of a list, newest first, as the client reads it. */
export interface PatientPage {
  items: Patient[];
  total: number;
  /** Present when `total` is an estimate: the screens say "about". */
  totalEstimated?: true;
  offset: number;
  limit: number;
}
