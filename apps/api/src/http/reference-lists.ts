import { ACTION, type Collection, type RouteKey } from '@dental/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../plugins/auth';
import { can, canView, currentUser, viewDenied } from './guards';

/**
 * The reference lists other records' forms pick from (treatments and their prices, payment modes,
 * insurers, laboratories and their price lists, suppliers, consumables). Managing a catalogue
 * needs its own collection's rights; reading it, through the routes the forms call, is open to:
 * - a view (AFFICHER or AFFICHER_GLOBAL) on one of `views`: the catalogue's own collection, and
 *   the collections whose screens show it;
 * - an AJOUTER or MODIFIER on one of `usedBy`: whoever may write a record that names an entry.
 * A caller with neither is refused with the view message (403, beginning with AFFICHER).
 */
export interface ReferenceRule {
  views: readonly [Collection, ...Collection[]];
  usedBy: readonly Collection[];
}

type ReferenceRoute = Extract<
  RouteKey,
  | 'treatments.list'
  | 'insurerTreatments.list'
  | 'paymentModes.list'
  | 'assurances.list'
  | 'assurances.get'
  | 'laboratories.list'
  | 'labTreatments.list'
  | 'suppliers.list'
  | 'consumableList.list'
>;

/** Quotes, sheet lines and a new patient's consultation are written under PATIENTS; payments also under PAIEMENTS_PATIENTS. */
export const REFERENCE_RULES: Record<ReferenceRoute, ReferenceRule> = {
  'treatments.list': { views: ['TRAITEMENTS'], usedBy: ['PATIENTS'] },
  'insurerTreatments.list': { views: ['TRAITEMENTS'], usedBy: ['PATIENTS'] },
  'paymentModes.list': { views: ['MODE_PAIEMENT'], usedBy: ['PATIENTS', 'PAIEMENTS_PATIENTS'] },
  'assurances.list': { views: ['ASSURANCES', 'PATIENTS', 'PATIENTS_ASSURANCE'], usedBy: ['PATIENTS', 'PAIEMENTS_PATIENTS'] },
  'assurances.get': { views: ['ASSURANCES', 'PATIENTS', 'PATIENTS_ASSURANCE'], usedBy: ['PATIENTS', 'PAIEMENTS_PATIENTS'] },
  'laboratories.list': { views: ['LABORATOIRES', 'TRAITEMENTS_LABORATOIRES', 'PATIENTS'], usedBy: ['PATIENTS', 'PAIEMENTS_LABORATOIRES'] },
  'labTreatments.list': { views: ['TRAITEMENTS_LABORATOIRES', 'LABORATOIRES', 'PATIENTS'], usedBy: ['PATIENTS'] },
  'suppliers.list': { views: ['FOURNISSEURS', 'BON_COMMANDE'], usedBy: ['BON_COMMANDE'] },
  'consumableList.list': { views: ['LIST_CONSOMMABLE', 'BON_COMMANDE'], usedBy: ['BON_COMMANDE'] },
};

/** Whether `me` may read the reference list of the route. */
export function readsReference(me: AuthUser, rule: ReferenceRule): boolean {
  return rule.views.some((collection) => canView(me, collection)) || rule.usedBy.some((collection) => can(me, ACTION.create, collection) || can(me, ACTION.edit, collection));
}

/** preHandler of a reference list's read: the rule of `REFERENCE_RULES`. */
export function requireReferenceRead(key: ReferenceRoute) {
  const rule = REFERENCE_RULES[key];
  return async (request: FastifyRequest) => {
    if (!readsReference(currentUser(request), rule)) throw viewDenied(rule.views[0]);
  };
}
