import { ACTION, type PermissionKey } from '@dental/contracts';

/**
 * The default roles cover the front desk and a doctor's money tasks (issue 36). The rights are
 * added to the default roles only, found by their names (never to a role an administrator made);
 * a clinic that already changed them keeps whatever it has, plus these. A new clinic gets them from
 * the default roles themselves (db/seed.ts reads the same lists).
 * - Assistant: pay a laboratory for the doctor chosen in the form, see the laboratories and every
 *   doctor's lab payments and lab work, record and see every doctor's consumptions.
 * - Médecin: see his insured patients on the insurer cards, add purchase orders and their payments,
 *   pay his laboratories.
 */
export const name = 'default_roles_desk';

const key = (name: string, collectionName: string): PermissionKey => ({ name, collectionName });

export const ASSISTANT_DESK_RIGHTS: PermissionKey[] = [
  key(ACTION.view, 'LABORATOIRES'),
  key(ACTION.viewGlobal, 'PAIEMENTS_LABORATOIRES'),
  key(ACTION.create, 'PAIEMENTS_LABORATOIRES'),
  key(ACTION.viewGlobal, 'CONSOMMATIONS_LABORATOIRE'),
  key(ACTION.view, 'CONSOMMABLES'),
  key(ACTION.viewGlobal, 'CONSOMMATIONS'),
  key(ACTION.create, 'CONSOMMATIONS'),
];

export const DOCTOR_MONEY_RIGHTS: PermissionKey[] = [
  key(ACTION.view, 'ASSURANCES'),
  key(ACTION.view, 'PATIENTS_ASSURANCE'),
  key(ACTION.create, 'BON_COMMANDE'),
  key(ACTION.create, 'PAIEMENTS_LABORATOIRES'),
];

// On a new database the roles do not exist yet: nothing is granted here, the seed creates them whole.
const grantSql = (role: string, rights: readonly PermissionKey[]) => /* sql */ `
insert into role_permissions (role_id, permission_id)
  select r.id, p.id
    from roles r
    join permissions p on (p.name, p.collection_name) in (${rights.map((r) => `('${r.name}', '${r.collectionName}')`).join(', ')})
   where lower(r.name) = lower('${role}')
on conflict do nothing;`;

export const sql = `${grantSql('Assistant', ASSISTANT_DESK_RIGHTS)}
${grantSql('Médecin', DOCTOR_MONEY_RIGHTS)}
`;
