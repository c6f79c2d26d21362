import type { Language } from './languages';
import { ACTION, type Collection } from './permissions';

/**
 * What the role editor says beside a right whose effect depends on another, and which rights it
 * does not offer at all because nothing checks them: a box that changes nothing is never ticked
 * in the belief that it does.
 */

/** Rights the catalogue holds but nothing checks: CONSOMMABLES only opens the screen's entry. */
const WITHOUT_EFFECT: ReadonlySet<string> = new Set([
  `${ACTION.viewGlobal}:CONSOMMABLES`,
  `${ACTION.create}:CONSOMMABLES`,
  `${ACTION.edit}:CONSOMMABLES`,
  `${ACTION.remove}:CONSOMMABLES`,
]);

/** Lists shared by every doctor: seeing them "of every doctor" is seeing them. */
const SHARED_LISTS: readonly Collection[] = ['ASSURANCES', 'LABORATOIRES', 'UTILISATEURS', 'TRAITEMENTS', 'ROLES', 'MODE_PAIEMENT', 'TRAITEMENTS_LABORATOIRES', 'LIST_CONSOMMABLE'];

type Note = Readonly<Record<Language, string>>;

const SHARED_LIST_GLOBAL_VIEW: Note = {
  fr: 'Comme « Voir (ses propres données) » : cette liste est la même pour tous les médecins.',
  en: 'Same as "View (own data)": this list is the same for every doctor.',
  ar: 'مثل «عرض (بياناته فقط)»: هذه القائمة نفسها لجميع الأطباء.',
};

const PATIENT_PAYMENT_WRITE: Note = {
  fr: 'Dans la fiche du patient, qui demande de voir les patients ; le même droit sur « Les patients » le donne aussi.',
  en: 'In the patient file, which needs the view of patients; the same right on "Patients" also gives it.',
  ar: 'في ملف المريض الذي يتطلب عرض المرضى؛ ونفس الصلاحية على «المرضى» تمنحها أيضا.',
};

const NOTES: Readonly<Record<string, Note>> = {
  [`${ACTION.view}:CONSOMMABLES`]: {
    fr: "Ouvre seulement l'entrée Consommables : chaque onglet demande sa propre permission (bons de commande, consommations, liste, fournisseurs), et chacune d'elles ouvre aussi l'entrée.",
    en: 'Only opens the Consumables entry: each tab needs its own permission (purchase orders, consumptions, list, suppliers), and each of them opens the entry too.',
    ar: 'يفتح مدخل المستهلكات فقط: كل تبويب يتطلب صلاحيته الخاصة (أوامر الشراء، الاستهلاكات، القائمة، الموردون)، وكل منها يفتح المدخل أيضا.',
  },
  [`${ACTION.view}:PAIEMENTS_PATIENTS`]: {
    fr: "Montre « Ma caisse du jour » sur l'accueil ; les paiements d'un patient se lisent dans sa fiche, avec la vue des patients.",
    en: 'Shows "My till today" on the home page; a patient\'s payments are read in their file, with the view of patients.',
    ar: 'يعرض «صندوقي اليوم» في الصفحة الرئيسية؛ وتقرأ مدفوعات المريض في ملفه مع صلاحية عرض المرضى.',
  },
  [`${ACTION.viewGlobal}:PAIEMENTS_PATIENTS`]: {
    fr: "Comme « Voir (ses propres données) » : les paiements de tous les médecins se lisent avec « Voir (tous les médecins) » sur « Les patients ».",
    en: 'Same as "View (own data)": every doctor\'s payments are read with "View (every doctor)" on "Patients".',
    ar: 'مثل «عرض (بياناته فقط)»: تقرأ مدفوعات جميع الأطباء مع «عرض (جميع الأطباء)» على «المرضى».',
  },
  [`${ACTION.create}:PAIEMENTS_PATIENTS`]: PATIENT_PAYMENT_WRITE,
  [`${ACTION.edit}:PAIEMENTS_PATIENTS`]: PATIENT_PAYMENT_WRITE,
  [`${ACTION.remove}:PAIEMENTS_PATIENTS`]: PATIENT_PAYMENT_WRITE,
  ...Object.fromEntries(SHARED_LISTS.map((collection) => [`${ACTION.viewGlobal}:${collection}`, SHARED_LIST_GLOBAL_VIEW])),
};

/** Whether the role editor offers this right: false when nothing in the product checks it. */
export function rightIsOffered(action: string, collection: string): boolean {
  return !WITHOUT_EFFECT.has(`${action}:${collection}`);
}

/** What a right depends on or amounts to, when its box alone would mislead; undefined otherwise. */
export function rightNote(action: string, collection: string, language: Language): string | undefined {
  return NOTES[`${action}:${collection}`]?.[language];
}
