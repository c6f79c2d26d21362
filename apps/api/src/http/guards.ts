import { collectionParam, holdsView, rightParam, viewScope, type ActionName, type Collection } from '@dental/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../plugins/auth';
import { ApiError } from './errors';

/** The signed-in user; a route reached without one answers 401. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new ApiError(401, 'auth.sessionExpired');
  return request.auth;
}

export function can(user: AuthUser, action: ActionName | string, collection: Collection | string): boolean {
  return user.permissions.has(`${action}|${collection}`);
}

/**
 * Whether `user` holds every one of these permissions ("ACTION|COLLECTION"): nobody grants, or
 * takes over an account with, what they do not hold themselves. A developer holds everything.
 */
export function holdsAll(user: AuthUser, keys: Iterable<string>): boolean {
  if (user.dev) return true;
  for (const key of keys) if (!user.permissions.has(key)) return false;
  return true;
}

/** Viewing passes with AFFICHER (own data) or AFFICHER_GLOBAL (every doctor's data): the rule of @dental/contracts. */
export function canView(user: AuthUser, collection: Collection): boolean {
  return holdsView((action, on) => can(user, action, on), collection);
}

/** Whose data `user` may view in the collection: 'all', 'own' or 'none' (the rule of @dental/contracts). */
export function viewScopeOf(user: AuthUser, collection: Collection): 'all' | 'own' | 'none' {
  return viewScope((action, on) => can(user, action, on), collection);
}

export function viewDenied(collection: Collection) {
  return new ApiError(403, 'auth.viewDenied', { collection: collectionParam(collection) });
}

/** 403: the caller lacks `action` on `collection`, said in words. */
export function actionDenied(action: ActionName, collection: Collection) {
  return new ApiError(403, 'auth.actionDenied', { right: rightParam(action, collection) });
}

type Guard = (request: FastifyRequest) => Promise<void>;

/** preHandler: a view permission on at least one of the collections; else 403 with a text beginning with AFFICHER. */
export function requireView(...collections: [Collection, ...Collection[]]): Guard {
  return async (request) => {
    const user = currentUser(request);
    if (!collections.some((collection) => canView(user, collection))) throw viewDenied(collections[0]);
  };
}

/** preHandler: the action (AJOUTER, MODIFIER, SUPPRIMER...) on the collection; else 403. */
export function requireAction(action: ActionName, collection: Collection): Guard {
  return async (request) => {
    if (!can(currentUser(request), action, collection)) throw actionDenied(action, collection);
  };
}

/**
 * preHandler of a read that serves a write (the booking's look at the patient's day): the action
 * on the collection; else 403 with a text beginning with AFFICHER, as every refused read (spec part 1 §8).
 */
export function requireActionToRead(action: ActionName, collection: Collection): Guard {
  return async (request) => {
    if (!can(currentUser(request), action, collection)) throw new ApiError(403, 'auth.readNeedsAction', { right: rightParam(action, collection) });
  };
}

/** preHandler: developer-flag users only. */
export function requireDev(): Guard {
  return async (request) => {
    if (!currentUser(request).dev) throw new ApiError(403, 'auth.devOnly');
  };
}
