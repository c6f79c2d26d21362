import { describe, expect, it } from '@jest/globals';
import { ACTION, holdsView, viewScope, type Holds } from './permissions';

const holding = (...keys: string[]): Holds => (action, collection) => keys.includes(`${action}|${collection}`);

describe('the view rule (one home for the API guards and the screens)', () => {
  it('sees every doctor’s data with AFFICHER_GLOBAL, one’s own with AFFICHER, nothing without', () => {
    expect(viewScope(holding(`${ACTION.viewGlobal}|PATIENTS`), 'PATIENTS')).toBe('all');
    expect(viewScope(holding(`${ACTION.view}|PATIENTS`, `${ACTION.viewGlobal}|PATIENTS`), 'PATIENTS')).toBe('all');
    expect(viewScope(holding(`${ACTION.view}|PATIENTS`), 'PATIENTS')).toBe('own');
    expect(viewScope(holding(`${ACTION.create}|PATIENTS`, `${ACTION.view}|ROLES`), 'PATIENTS')).toBe('none');
  });

  it('lets either view permission view', () => {
    expect(holdsView(holding(`${ACTION.view}|ROLES`), 'ROLES')).toBe(true);
    expect(holdsView(holding(`${ACTION.viewGlobal}|ROLES`), 'ROLES')).toBe(true);
    expect(holdsView(holding(`${ACTION.edit}|ROLES`), 'ROLES')).toBe(false);
  });
});
