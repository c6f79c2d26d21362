import type { Language } from './languages';
import { ACTION, type ActionName, type Collection } from './permissions';

/**
 * Rights in words, for the texts a user reads: permission codes (PAIEMENTS_PATIENTS, SUPPRIMER)
 * stay on the wire and in the catalogue, never in a sentence.
 */

const COLLECTION_WORDS: Record<Language, Record<Collection, string>> = {
  fr: {
    PATIENTS: 'les patients',
    RDV: 'les rendez-vous',
    STATISTIQUES_FINANCIERES: 'les statistiques financières',
    ASSURANCES: 'les assurances',
    LABORATOIRES: 'les laboratoires',
    UTILISATEURS: 'les utilisateurs',
    CONSOMMABLES: 'les consommables',
    IMPLANTS: 'les implants',
    TRAITEMENTS: 'les traitements',
    ROLES: 'les rôles',
    MODE_PAIEMENT: 'les modes de paiement',
    PATIENTS_ASSURANCE: 'les patients assurés',
    PATIENTS_LABORATOIRE: 'les travaux de laboratoire des patients',
    PAIEMENTS_LABORATOIRES: 'les paiements aux laboratoires',
    COMPTES_LABORATOIRE: 'les comptes des laboratoires',
    CONSOMMATIONS_LABORATOIRE: 'les consommations des laboratoires',
    TRAITEMENTS_LABORATOIRES: 'les tarifs des laboratoires',
    BON_COMMANDE: 'les bons de commande',
    CONSOMMATIONS: 'les consommations',
    LIST_CONSOMMABLE: 'la liste des consommables',
    FOURNISSEURS: 'les fournisseurs',
    PAIEMENTS_PATIENTS: 'les paiements des patients',
    DOSSIER_CLINIQUE: 'le dossier clinique (schéma dentaire et notes)',
    IMAGERIE: 'les radiographies, photos et documents',
    DONNEES: 'les données du cabinet (import et export)',
  },
  en: {
    PATIENTS: 'patients',
    RDV: 'appointments',
    STATISTIQUES_FINANCIERES: 'financial statistics',
    ASSURANCES: 'insurers',
    LABORATOIRES: 'laboratories',
    UTILISATEURS: 'users',
    CONSOMMABLES: 'consumables',
    IMPLANTS: 'implants',
    TRAITEMENTS: 'treatments',
    ROLES: 'roles',
    MODE_PAIEMENT: 'payment methods',
    PATIENTS_ASSURANCE: 'insured patients',
    PATIENTS_LABORATOIRE: "patients' laboratory work",
    PAIEMENTS_LABORATOIRES: 'payments to laboratories',
    COMPTES_LABORATOIRE: 'laboratory accounts',
    CONSOMMATIONS_LABORATOIRE: 'laboratory consumptions',
    TRAITEMENTS_LABORATOIRES: 'laboratory price lists',
    BON_COMMANDE: 'purchase orders',
    CONSOMMATIONS: 'consumptions',
    LIST_CONSOMMABLE: 'the consumables list',
    FOURNISSEURS: 'suppliers',
    PAIEMENTS_PATIENTS: 'patient payments',
    DOSSIER_CLINIQUE: 'the clinical record (dental chart and notes)',
    IMAGERIE: 'radiographs, photos and documents',
    DONNEES: "the clinic's data (import and export)",
  },
  ar: {
    PATIENTS: 'المرضى',
    RDV: 'المواعيد',
    STATISTIQUES_FINANCIERES: 'الإحصائيات المالية',
    ASSURANCES: 'شركات التأمين',
    LABORATOIRES: 'المختبرات',
    UTILISATEURS: 'المستخدمين',
    CONSOMMABLES: 'المواد الاستهلاكية',
    IMPLANTS: 'الزرعات',
    TRAITEMENTS: 'العلاجات',
    ROLES: 'الأدوار',
    MODE_PAIEMENT: 'طرق الدفع',
    PATIENTS_ASSURANCE: 'المرضى المؤمنين',
    PATIENTS_LABORATOIRE: 'أعمال المختبر للمرضى',
    PAIEMENTS_LABORATOIRES: 'المدفوعات للمختبرات',
    COMPTES_LABORATOIRE: 'حسابات المختبرات',
    CONSOMMATIONS_LABORATOIRE: 'استهلاكات المختبرات',
    TRAITEMENTS_LABORATOIRES: 'أسعار المختبرات',
    BON_COMMANDE: 'طلبات الشراء',
    CONSOMMATIONS: 'الاستهلاكات',
    LIST_CONSOMMABLE: 'قائمة المواد الاستهلاكية',
    FOURNISSEURS: 'الموردين',
    PAIEMENTS_PATIENTS: 'مدفوعات المرضى',
    DOSSIER_CLINIQUE: 'الملف السريري (مخطط الأسنان والملاحظات)',
    IMAGERIE: 'الصور الشعاعية والصور والمستندات',
    DONNEES: 'بيانات العيادة (الاستيراد والتصدير)',
  },
};

/** What a right allows, with {collection} where the collection's words go. */
const ACTION_WORDS: Record<Language, Record<ActionName, string>> = {
  fr: {
    [ACTION.view]: 'de voir {collection}',
    [ACTION.viewGlobal]: 'de voir {collection} de tous les médecins',
    [ACTION.create]: "d'ajouter {collection}",
    [ACTION.edit]: 'de modifier {collection}',
    [ACTION.remove]: 'de supprimer {collection}',
    [ACTION.approve]: "d'approuver {collection}",
    [ACTION.closeDay]: 'de clôturer la journée de caisse ({collection})',
    [ACTION.globalInvoice]: 'de facturer {collection} de tous les médecins',
    [ACTION.editMessages]: 'de modifier les textes des messages ({collection})',
    [ACTION.import]: "d'importer {collection}",
    [ACTION.export]: "d'exporter {collection}",
  },
  en: {
    [ACTION.view]: 'view {collection}',
    [ACTION.viewGlobal]: "view every doctor's {collection}",
    [ACTION.create]: 'add {collection}',
    [ACTION.edit]: 'change {collection}',
    [ACTION.remove]: 'delete {collection}',
    [ACTION.approve]: 'approve {collection}',
    [ACTION.closeDay]: 'close the cash day ({collection})',
    [ACTION.globalInvoice]: "invoice every doctor's {collection}",
    [ACTION.editMessages]: 'change the message texts ({collection})',
    [ACTION.import]: 'import {collection}',
    [ACTION.export]: 'export {collection}',
  },
  ar: {
    [ACTION.view]: 'عرض {collection}',
    [ACTION.viewGlobal]: 'عرض {collection} لجميع الأطباء',
    [ACTION.create]: 'إضافة {collection}',
    [ACTION.edit]: 'تعديل {collection}',
    [ACTION.remove]: 'حذف {collection}',
    [ACTION.approve]: 'اعتماد {collection}',
    [ACTION.closeDay]: 'إقفال الصندوق اليومي ({collection})',
    [ACTION.globalInvoice]: 'فوترة {collection} لجميع الأطباء',
    [ACTION.editMessages]: 'تعديل نصوص الرسائل ({collection})',
    [ACTION.import]: 'استيراد {collection}',
    [ACTION.export]: 'تصدير {collection}',
  },
};

/** Neutral wording for a permission added to the catalogue after these words were written. */
const UNKNOWN_ACTION: Record<Language, string> = { fr: "d'accéder à {collection}", en: 'use {collection}', ar: 'استخدام {collection}' };
const UNKNOWN_COLLECTION: Record<Language, string> = { fr: 'ces données', en: 'this data', ar: 'هذه البيانات' };

/** A collection in words ("les paiements des patients"). */
export function collectionWords(collection: string, language: Language): string {
  return (COLLECTION_WORDS[language] as Record<string, string>)[collection] ?? UNKNOWN_COLLECTION[language];
}

/** A right in words, as it follows "the permission" in the language ("de supprimer les paiements des patients"). */
export function rightWords(action: string, collection: string, language: Language): string {
  const template = (ACTION_WORDS[language] as Record<string, string>)[action] ?? UNKNOWN_ACTION[language];
  return template.replace('{collection}', collectionWords(collection, language));
}
