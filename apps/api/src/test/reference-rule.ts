import { ACTION, type Collection } from '@dental/contracts';
import type { CallerRights } from './route-case-types';

/**
 * A reference list's read, stated here independently of the API's guard: a view on one of
 * `views`, or AJOUTER or MODIFIER on a collection whose records name an entry (`usedBy`).
 */
export const referenceRead =
  (views: Collection[], usedBy: Collection[]) =>
  (caller: CallerRights): boolean => {
    const has = (action: string, collection: Collection) => caller.dev || caller.permissions.has(`${action}|${collection}`);
    return views.some((c) => has(ACTION.view, c) || has(ACTION.viewGlobal, c)) || usedBy.some((c) => has(ACTION.create, c) || has(ACTION.edit, c));
  };
