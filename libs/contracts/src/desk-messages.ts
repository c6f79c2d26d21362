import { APPOINTMENT_REASON_MAX_LENGTH as REASON_MAX, FREE_SLOTS_MAX as SLOTS_MAX } from './limits';

/** The front desk's server messages (issue 36: appointment states, free slots), merged into `messages.ts`. */
export const DESK_MESSAGES_FR = {
  'appointment.stateInvalid': 'État invalide : confirmé, arrivé, au fauteuil, terminé, absent ou annulé',
  'appointment.stateNotAllowed': 'Ce rendez-vous ne peut pas passer de « {from} » à « {to} »',
  'appointment.reasonTooLong': `Le motif dépasse ${REASON_MAX} caractères`,
  'appointment.undoNotAllowed': 'Il n’y a pas de changement d’aujourd’hui à annuler sur ce rendez-vous',
  'appointment.slotTaken': 'Ce créneau a été repris par un autre rendez-vous',
  'common.phoneInvalid': 'Le téléphone ne peut contenir que des chiffres et des espaces, avec un + au début',
  'auth.userInactive': 'Ce compte est désactivé : adressez-vous à l’administrateur',
  'user.cannotDeactivateSelf': 'Vous ne pouvez pas désactiver votre propre compte',
  'appointment.freeSlotsInvalid': `Demande invalide : une date de départ (AAAA-MM-JJ) et de 1 à ${SLOTS_MAX} créneaux`,
} as const;
