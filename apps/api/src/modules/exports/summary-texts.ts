import type { Language } from '@dental/contracts';

/** The words of a patient file's printable summary, in the request's language. */
export interface SummaryTexts {
  title: string;
  madeOn: string;
  identity: string;
  regNo: string;
  name: string;
  phone: string;
  whatsApp: string;
  address: string;
  birthYear: string;
  health: string;
  doctors: string;
  insurer: string;
  membership: string;
  covered: string;
  none: string;
  balance: string;
  standing: Record<'debtor' | 'settled' | 'creditor', string>;
  quotes: string;
  quote: string;
  invoices: string;
  invoice: string;
  payments: string;
  sheets: string;
  sheet: string;
  prescriptions: string;
  labWork: string;
  appointments: string;
  notes: string;
  chart: string;
  images: string;
  documents: string;
  columns: {
    date: string;
    treatment: string;
    teeth: string;
    price: string;
    discount: string;
    total: string;
    reduction: string;
    remainder: string;
    amountDue: string;
    amount: string;
    method: string;
    receipt: string;
    act: string;
    done: string;
    laboratory: string;
    time: string;
    doctor: string;
    state: string;
    tooth: string;
    condition: string;
    note: string;
    kind: string;
    file: string;
  };
  yes: string;
  no: string;
}

export const SUMMARY_TEXTS: Record<Language, SummaryTexts> = {
  fr: {
    title: 'Dossier du patient',
    madeOn: 'Édité le',
    identity: 'Identité',
    regNo: 'N° d’inscription',
    name: 'Nom',
    phone: 'Téléphone',
    whatsApp: 'WhatsApp',
    address: 'Adresse',
    birthYear: 'Année de naissance',
    health: 'État de santé',
    doctors: 'Médecins',
    insurer: 'Assurance',
    membership: 'N° d’immatriculation',
    covered: 'Prise en charge',
    none: 'Aucune',
    balance: 'Solde',
    standing: { debtor: 'le patient doit', settled: 'soldé', creditor: 'en faveur du patient' },
    quotes: 'Devis',
    quote: 'Devis n°',
    invoices: 'Factures',
    invoice: 'Facture n°',
    payments: 'Paiements',
    sheets: 'Fiches de soins',
    sheet: 'Fiche n°',
    prescriptions: 'Ordonnances',
    labWork: 'Travaux de laboratoire',
    appointments: 'Rendez-vous',
    notes: 'Notes cliniques',
    chart: 'Schéma dentaire',
    images: 'Images',
    documents: 'Documents',
    columns: {
      date: 'Date',
      treatment: 'Acte',
      teeth: 'Dents',
      price: 'Prix',
      discount: 'Remise',
      total: 'Total',
      reduction: 'Réduction',
      remainder: 'Reste',
      amountDue: 'Montant dû',
      amount: 'Montant',
      method: 'Mode',
      receipt: 'Reçu',
      act: 'Acte',
      done: 'Fait',
      laboratory: 'Laboratoire',
      time: 'Heure',
      doctor: 'Médecin',
      state: 'État',
      tooth: 'Dent',
      condition: 'État',
      note: 'Note',
      kind: 'Type',
      file: 'Fichier',
    },
    yes: 'oui',
    no: 'non',
  },
  en: {
    title: 'Patient file',
    madeOn: 'Printed on',
    identity: 'Identity',
    regNo: 'Registration no.',
    name: 'Name',
    phone: 'Phone',
    whatsApp: 'WhatsApp',
    address: 'Address',
    birthYear: 'Year of birth',
    health: 'Health condition',
    doctors: 'Doctors',
    insurer: 'Insurer',
    membership: 'Membership no.',
    covered: 'Covered',
    none: 'None',
    balance: 'Balance',
    standing: { debtor: 'the patient owes', settled: 'settled', creditor: 'in the patient’s favour' },
    quotes: 'Quotes',
    quote: 'Quote no.',
    invoices: 'Invoices',
    invoice: 'Invoice no.',
    payments: 'Payments',
    sheets: 'Treatment sheets',
    sheet: 'Sheet no.',
    prescriptions: 'Prescriptions',
    labWork: 'Lab work',
    appointments: 'Appointments',
    notes: 'Clinical notes',
    chart: 'Dental chart',
    images: 'Images',
    documents: 'Documents',
    columns: {
      date: 'Date',
      treatment: 'Treatment',
      teeth: 'Teeth',
      price: 'Price',
      discount: 'Discount',
      total: 'Total',
      reduction: 'Reduction',
      remainder: 'Remainder',
      amountDue: 'Amount due',
      amount: 'Amount',
      method: 'Method',
      receipt: 'Receipt',
      act: 'Treatment',
      done: 'Done',
      laboratory: 'Laboratory',
      time: 'Time',
      doctor: 'Doctor',
      state: 'State',
      tooth: 'Tooth',
      condition: 'Condition',
      note: 'Note',
      kind: 'Kind',
      file: 'File',
    },
    yes: 'yes',
    no: 'no',
  },
  ar: {
    title: 'ملف المريض',
    madeOn: 'طُبع في',
    identity: 'الهوية',
    regNo: 'رقم التسجيل',
    name: 'الاسم',
    phone: 'الهاتف',
    whatsApp: 'واتساب',
    address: 'العنوان',
    birthYear: 'سنة الميلاد',
    health: 'الحالة الصحية',
    doctors: 'الأطباء',
    insurer: 'التأمين',
    membership: 'رقم الانتساب',
    covered: 'نسبة التغطية',
    none: 'لا يوجد',
    balance: 'الرصيد',
    standing: { debtor: 'على المريض', settled: 'مسدد', creditor: 'لصالح المريض' },
    quotes: 'عروض الأسعار',
    quote: 'عرض سعر رقم',
    invoices: 'الفواتير',
    invoice: 'فاتورة رقم',
    payments: 'المدفوعات',
    sheets: 'بطاقات العلاج',
    sheet: 'بطاقة رقم',
    prescriptions: 'الوصفات الطبية',
    labWork: 'أعمال المختبر',
    appointments: 'المواعيد',
    notes: 'الملاحظات السريرية',
    chart: 'مخطط الأسنان',
    images: 'الصور',
    documents: 'المستندات',
    columns: {
      date: 'التاريخ',
      treatment: 'العلاج',
      teeth: 'الأسنان',
      price: 'السعر',
      discount: 'الخصم',
      total: 'المجموع',
      reduction: 'التخفيض',
      remainder: 'الباقي',
      amountDue: 'المبلغ المستحق',
      amount: 'المبلغ',
      method: 'طريقة الدفع',
      receipt: 'الإيصال',
      act: 'العلاج',
      done: 'منجز',
      laboratory: 'المختبر',
      time: 'الساعة',
      doctor: 'الطبيب',
      state: 'الحالة',
      tooth: 'السن',
      condition: 'الحالة',
      note: 'ملاحظة',
      kind: 'النوع',
      file: 'الملف',
    },
    yes: 'نعم',
    no: 'لا',
  },
};
