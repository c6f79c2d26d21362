import { DEFAULT_LANGUAGE, type Language } from './languages';
import { paramText, type MessageParams } from './message-params';
import { CONSUMABLES_MESSAGES_FR } from './consumables-messages';
import { FINANCE_MESSAGES_FR } from './finance-messages';
import { LAB_WORK_MESSAGES_FR } from './laboratory-work-messages';
import { RECALL_MESSAGES_FR } from './recall-messages';
import { DESK_MESSAGES_FR } from './desk-messages';
import { OPERATIONS_MESSAGES_FR } from './operations-messages';
import { RELEASE_MESSAGES_FR } from './release-messages';
import { PATIENT_FILE_MESSAGES_FR } from './patient-file-messages';
import { INSURER_INVOICE_MESSAGES_FR } from './insurer-invoice-messages';
import { INPUT_MESSAGES_FR } from './input-messages';
import { STATEMENT_MESSAGES_FR } from './statement-messages';
import { CLINICAL_MESSAGES_FR } from './clinical-messages';
import { TRANSFER_MESSAGES_FR } from './transfer-messages';

/**
 * Every message the server can answer with, in French (English and Arabic: messages.en.ts and
 * messages.ar.ts). Schemas and routes name a key; the API translates it for the request's
 * language. View-denied texts begin with AFFICHER in every language, which is how clients
 * recognise them (spec part 1 §8).
 */
const fr = {
  ...PATIENT_FILE_MESSAGES_FR,
  ...CONSUMABLES_MESSAGES_FR,
  ...FINANCE_MESSAGES_FR,
  ...LAB_WORK_MESSAGES_FR,
  ...RELEASE_MESSAGES_FR,
  ...OPERATIONS_MESSAGES_FR,
  ...TRANSFER_MESSAGES_FR,
  ...INSURER_INVOICE_MESSAGES_FR,
  ...RECALL_MESSAGES_FR,
  ...DESK_MESSAGES_FR,
  ...INPUT_MESSAGES_FR,
  ...STATEMENT_MESSAGES_FR,
  ...CLINICAL_MESSAGES_FR,
  'auth.wrongData': 'Wrong Data !',
  'auth.wrongDataMissing': 'Wrong Data !!',
  'auth.tooManyAttempts': 'Trop de tentatives de connexion, réessayez dans une minute',
  'auth.sessionExpired': 'Session expirée, veuillez vous reconnecter',
  'auth.viewDenied': "AFFICHER : vous n'avez pas la permission de voir {collection}",
  'auth.actionDenied': "Vous n'avez pas la permission {right}",
  'auth.readNeedsAction': "AFFICHER : vous n'avez pas la permission {right}",
  'auth.devOnly': 'Réservé aux développeurs',
  'auth.otherDoctor': "Vous ne pouvez enregistrer qu'à votre nom : il faut la vue de tous les médecins pour nommer un autre médecin",
  'common.notFound': 'Élément introuvable',
  'common.invalidId': 'Identifiant invalide',
  'common.invalidField': 'Valeur invalide : {field}',
  'common.invalidBody': 'Données invalides',
  'common.serverError': 'Erreur du serveur, réessayez plus tard (référence {requestId})',
  'common.routeNotFound': 'Adresse introuvable',
  'common.hiddenCharacters': 'Caractères invisibles ou de contrôle interdits : {field}',
  'user.usernameInvalid': "Le nom d'utilisateur contient des caractères invisibles ou de contrôle",
  'user.passwordTooShort': 'Le mot de passe doit contenir au moins {min} caractères',
  'user.cannotChangeOwnRoles': 'Vous ne pouvez pas modifier vos propres rôles',
  'user.grantDenied': "Vous ne pouvez pas attribuer un rôle dont vous ne détenez pas toutes les permissions",
  'user.tooPowerful': "Cet utilisateur détient des permissions que vous n'avez pas : vous ne pouvez pas le modifier ni le supprimer",
  'role.grantDenied': "Vous ne pouvez pas accorder ou retirer une permission que vous ne détenez pas",
  'patient.sharedDelete': "Ce patient est suivi par d'autres médecins : seul un utilisateur qui voit tous les patients peut le supprimer",
  'user.usernameRequired': "Le nom d'utilisateur est obligatoire",
  'user.usernameExists': "Ce nom d'utilisateur existe déjà",
  'user.passwordRequired': 'Le mot de passe est obligatoire',
  'user.phoneRequired': 'Le téléphone est obligatoire',
  'user.roleRequired': 'Choisissez au moins un rôle',
  'user.percentageRange': 'Le pourcentage doit être entre 0 et 100',
  'user.unknownRole': 'Rôle inconnu',
  'user.cannotDeleteSelf': 'Vous ne pouvez pas supprimer votre propre compte',
  'user.inUse': 'Cet utilisateur a saisi des données (patients, paiements, rendez-vous…) ou en a à son nom : il ne peut pas être supprimé. Désactivez-le.',
  'role.nameRequired': 'Le nom du rôle est obligatoire',
  'role.nameTooShort': 'Le nom du rôle doit contenir plus de 3 caractères',
  'role.nameExists': 'Ce rôle existe déjà',
  'role.unknownPermission': 'Permission inconnue',
  'role.inUse': 'Ce rôle est attribué à des utilisateurs et ne peut pas être supprimé',
  'permission.nameRequired': 'Le nom de la permission est obligatoire',
  'permission.collectionRequired': 'La collection est obligatoire',
  'permission.exists': 'Cette permission existe déjà',
  'paymentMode.nameRequired': 'Le nom du mode de paiement est obligatoire',
  'paymentMode.codeRequired': 'Le code du mode de paiement est obligatoire',
  'paymentMode.codeInvalid': 'Le code doit être un nombre entier positif',
  'treatment.nameRequired': 'Le nom du traitement est obligatoire',
  'treatment.typeRequired': 'Le type du traitement est obligatoire',
  'treatment.typeInvalid': 'Type de traitement inconnu',
  'treatment.priceRequired': 'Le prix du traitement est obligatoire',
  'treatment.priceInvalid': 'Le prix doit être un montant positif (deux décimales au plus)',
  'treatment.exists': 'Ce traitement existe déjà',
  'treatment.alreadyInsured': 'Ce traitement est déjà assuré par cette assurance',
  'treatment.done': 'Le traitement a été effectué, il ne peut plus être supprimé',
  'assurance.nameRequired': "Le nom de la société d'assurance est obligatoire",
  'assurance.consPriceRequired': 'Le prix de la consultation est obligatoire',
  'assurance.consPriceInvalid': 'Le prix de la consultation doit être un montant positif',
  'assurance.colorInvalid': 'Couleur invalide (format #rrggbb)',
  'assurance.exists': "Cette société d'assurance existe déjà",
  'assurance.inUse': "Cette assurance a des factures ou des patients, elle ne peut pas être supprimée",
  'invoice.filled': 'La facture ne peut pas être supprimée car elle est déjà remplie',
  'invoice.cannotDelete': 'Impossible de supprimer la facture',
  'invoice.lastNotClosed': "La dernière facture n'est pas encore clôturée",
  'invoice.notCreated': "Le patient est assuré par une société dont la facture n'a pas été créée : créez une facture pour cette société d'assurance",
  'invoice.alreadyPayed': 'Cette facture est déjà payée',
  'invoice.doctorRequired': 'Choisissez le médecin de la facture',
  'invoice.globalDenied': "Vous n'avez pas la permission de facturer les patients assurés de tous les médecins",
  'patient.doctorRequired': 'Le médecin est obligatoire',
  'patient.nameRequired': 'Le nom du patient est obligatoire',
  'patient.phoneRequired': 'Le téléphone est obligatoire',
  'patient.phoneInvalid': 'Le téléphone ne peut contenir que des chiffres et des espaces, avec un + au début',
  'patient.whatsAppInvalid': 'Le numéro WhatsApp ne peut contenir que des chiffres et des espaces, avec un + au début',
  'patient.yearOfBirthRequired': "L'année de naissance est obligatoire (entre 1900 et aujourd'hui)",
  'patient.societyRequired': "Choisissez une société d'assurance",
  'patient.registrationNumberRequired': "Le numéro d'immatriculation est obligatoire pour un patient assuré",
  'patient.coverageRequired': 'La couverture est obligatoire pour un patient assuré',
  'patient.percentRequired': 'Le pourcentage pris en charge (0 à 100) est obligatoire pour un patient assuré',
  'patient.amountRequired': 'Le montant pris en charge est obligatoire pour un patient assuré',
  'patient.validReduction': 'Donnez une réduction valide',
  'patient.patientRequired': 'Le patient est obligatoire',
  'patient.methodOrAmountRequired': 'Choisissez le mode de paiement ou donnez le montant pris en charge',
  'patient.passNotAllowed': 'Ce patient ne peut pas passer : il est archivé ou déjà inscrit',
  'patient.finishNotAllowed': 'Ce patient ne peut pas être terminé : il doit être inscrit et en cours',
  'patient.returnNotAllowed': 'Ce patient ne peut pas retourner : il doit être inscrit et terminé',
  'patient.hasRecords': 'Ce patient a des paiements ou des soins enregistrés, il ne peut pas être supprimé',
  'patient.amountInvalid': 'Le montant pris en charge doit être un montant valide (au plus deux décimales)',
  'paymentMode.exists': 'Ce mode de paiement existe déjà',
  'paymentMode.inUse': 'Ce mode de paiement est utilisé par des paiements : archivez-le au lieu de le supprimer',
  'common.tooLong': 'Valeur trop longue : {field}',
  'common.bodyTooLarge': 'Les données envoyées sont trop volumineuses',
  'common.unsupportedMediaType': 'Format de données non pris en charge',
  'common.badRequest': 'Requête invalide',
  'common.amountTooLarge': 'Montant trop élevé (au plus {max})',
  'common.dateTooFarAhead': "Date trop loin dans le futur : un paiement est daté de demain au plus tard (vérifiez l'année)",
  'patient.balanceTooLarge': 'Le solde du patient dépasserait le montant le plus élevé accepté ({max})',
  'setting.clinicNameRequired': 'Le nom du cabinet est obligatoire',
  'setting.mainColorInvalid': 'La couleur doit être au format #rrggbb',
  'setting.logoInvalid': 'Le logo doit être une image (data:image/…) ou une adresse http(s), de 500 Ko au plus',
  'setting.openingHoursRequired': "Les horaires d'ouverture sont obligatoires",
  'setting.consultationPriceInvalid': 'Le prix de la consultation doit être un montant positif ou nul (au plus deux décimales)',
  'setting.addressInvalid': "L'adresse du cabinet doit être un texte",
  'setting.clinicNameArInvalid': 'Le nom du cabinet en arabe doit être un texte',
  'setting.phoneInvalid': 'Le téléphone du cabinet ne peut contenir que des chiffres, des espaces et un + au début',
  'setting.publicAddressInvalid': "L'adresse publique doit commencer par http:// ou https:// suivi du nom du serveur (par exemple https://rdv.cabinet.mr)",
  'callback.notToCall': "Ce patient n'est pas à rappeler",
  'registry.urlInvalid': 'Adresse du module invalide',
  'registry.percentInvalid': 'Le pourcentage doit être un nombre entier entre 0 et 100',
  'appointment.patientRequired': 'Le patient est obligatoire',
  'appointment.dateRequired': 'La date est obligatoire',
  'appointment.timeRequired': "L'heure est obligatoire",
  'appointment.exists': 'Ce rendez-vous existe déjà',
  'appointment.dateInvalid': "La date n'existe pas (AAAA-MM-JJ)",
  'appointment.timeInvalid': "L'heure n'existe pas (HH:MM)",
  'appointment.partOfTimeInvalid': 'La séance doit être matin ou soir',
  'appointment.numSeanceInvalid': 'Numéro de séance invalide',
  'appointment.slotInvalid': 'Ce créneau ne fait pas partie des séances du médecin',
  'appointment.slotOutside': 'Cette heure est en dehors des séances ({first} à {last})',
  'appointment.slotOffGrid': 'Cette heure ne tombe pas sur une séance : une séance toutes les {minutes} minutes à partir de {first}',
  'appointment.numSeanceMismatch': "Le numéro de séance ne correspond pas à l'heure {time} : séance {fromOne} (ou {fromZero} en comptant depuis 0)",
  'appointment.dayOff': 'Le médecin ne travaille pas à cette séance ce jour-là',
  'appointment.patientUnknown': 'Patient introuvable',
  'appointment.labCaseUnknown': "Ce cas de laboratoire n'existe pas pour ce patient et ce médecin",
  'appointment.labCaseFinished': 'Ce cas de laboratoire est déjà terminé',
  'appointment.implantUnknown': "Cet implant n'existe pas pour ce patient et ce médecin",
  'appointment.implantFinished': 'Cet implant est déjà terminé',
  'appointment.weekInvalid': 'Donnez une période valide : startDate et endDate (AAAA-MM-JJ), {max} jours au plus',
  'appointmentSetting.timeInvalid': "Le début et la fin s'écrivent HH:MM",
  'appointmentSetting.endBeforeStart': 'La fin de la séance doit être après son début',
  'appointmentSetting.lengthInvalid': "La durée d'une séance doit être un nombre entier de minutes entre {min} et {max}",
  'appointmentSetting.countInvalid': 'Le nombre de séances doit être un nombre entier entre {min} et {max}',
  'appointmentSetting.doesNotFit': 'Les {count} séances de {length} minutes ne tiennent pas entre {start} et {end}',
  'appointmentSetting.overlap': 'La séance du matin doit finir avant le début de la séance du soir',
  'dayOfWork.invalid': 'Jours de travail invalides : chaque jour (0 à 6) une seule fois, avec matin et/ou soir',
} as const;

export type MessageKey = keyof typeof fr;

/**
 * The messages of each language known here: French always; English and Arabic once added (the API
 * adds both at its start, server.ts; a browser the user's own, message-languages.ts).
 */
const catalogue: Partial<Record<Language, Readonly<Record<MessageKey, string>>>> = { fr };

export function addMessages(language: Language, messages: Readonly<Record<MessageKey, string>>): void {
  catalogue[language] = messages;
}

export function hasMessages(language: Language): boolean {
  return catalogue[language] !== undefined;
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && value in fr;
}

/**
 * The text of a message key in a language, with {placeholders} filled in: amounts and rights
 * given as typed parameters (`moneyParam`, `collectionParam`, `rightParam`) are written in the
 * language, here and nowhere else.
 */
export function translateMessage(key: MessageKey, language: Language = DEFAULT_LANGUAGE, params: MessageParams = {}): string {
  const template = catalogue[language]?.[key] ?? fr[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? paramText(params[name], language) : whole));
}
