import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ACTION, MODULE_NAMES, permissionCatalogue, type Collection, type PermissionKey } from '@dental/contracts';
import type { PasswordHasher } from '../security/passwords';
import type { Queryable } from './types';
import { ASSISTANT_DESK_RIGHTS, DOCTOR_MONEY_RIGHTS } from './migrations/027_default_roles_desk';
import { ASSISTANT_CLINICAL_RIGHTS, DOCTOR_CLINICAL_RIGHTS } from './migrations/030_clinical_records';

export const ADMIN_ROLE = 'Administrateur';
export const DEFAULT_ADMIN_USERNAME = 'admin';
export const DEFAULT_ADMIN_PASSWORD = 'admin';

export const DEFAULT_SETTINGS = {
  clinicName: 'Cabinet Dentaire',
  mainColor: '#00b894',
  logo: null,
  openingHours: '09:00-13:00, 16:00-21:00',
} as const;

const JWT_SECRET_NAME = 'jwt';

export interface SeedOptions {
  hasher: PasswordHasher;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Password of the first user; 'admin' (with a warning) when absent. */
  adminPassword?: string;
  /** When false the token secret comes from the configuration and none is stored. */
  needJwtSecret: boolean;
}

export interface SeedResult {
  /** The stored token secret, when one was asked for. */
  jwtSecret?: string;
}

function grant(actions: string[], collections: Collection[]): PermissionKey[] {
  return collections.flatMap((collectionName) => actions.map((name) => ({ name, collectionName })));
}

/** The default roles: created only while the database has no role at all. */
export function defaultRoles(): { name: string; permissions: PermissionKey[] }[] {
  return [
    { name: ADMIN_ROLE, permissions: permissionCatalogue() },
    {
      name: 'Médecin',
      permissions: [
        ...grant(
          [ACTION.view, ACTION.create, ACTION.edit],
          ['PATIENTS', 'RDV', 'PAIEMENTS_PATIENTS', 'IMPLANTS', 'PATIENTS_LABORATOIRE'],
        ),
        // A doctor sees the labs, their own work and payments there (the clinic's accounts stay global).
        // A doctor cancels appointments and approves the payments an assistant takes for them.
        ...grant([ACTION.remove], ['RDV']),
        ...grant([ACTION.approve], ['PAIEMENTS_PATIENTS']),
        ...grant(
          [ACTION.view],
          ['STATISTIQUES_FINANCIERES', 'CONSOMMABLES', 'CONSOMMATIONS', 'BON_COMMANDE', 'FOURNISSEURS', 'LIST_CONSOMMABLE', 'LABORATOIRES', 'CONSOMMATIONS_LABORATOIRE', 'PAIEMENTS_LABORATOIRES'],
        ),
        // A doctor's money tasks (issue 36).
        ...DOCTOR_MONEY_RIGHTS,
        // The clinical record: chart, notes, images and documents (issue 37).
        ...DOCTOR_CLINICAL_RIGHTS,
      ],
    },
    {
      name: 'Assistant',
      permissions: [
        ...grant([ACTION.viewGlobal, ACTION.create, ACTION.edit], ['PATIENTS', 'RDV']),
        ...grant([ACTION.remove], ['RDV']),
        ...grant([ACTION.viewGlobal], ['PAIEMENTS_PATIENTS']),
        // The front desk's day (issue 36).
        ...ASSISTANT_DESK_RIGHTS,
        // Sees every chart and image, adds images and documents; writes no note or condition (issue 37).
        ...ASSISTANT_CLINICAL_RIGHTS,
      ],
    },
  ];
}

async function grantToRole(tx: Queryable, roleId: string, keys: PermissionKey[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.query(
    `insert into role_permissions (role_id, permission_id)
       select $1::bigint, p.id
         from permissions p
         join unnest($2::text[], $3::text[]) as k (name, collection_name)
           on p.name = k.name and p.collection_name = k.collection_name
     on conflict do nothing`,
    [roleId, keys.map((k) => k.name), keys.map((k) => k.collectionName)],
  );
}

/**
 * Reference data, idempotent on every start (runs inside the start-up transaction):
 * the permission catalogue (new entries of later versions are added, and granted to the
 * administrator role), the default roles, the cash payment mode, the settings row, the module
 * registry, the token secret and the first user.
 */
export async function seed(tx: Queryable, options: SeedOptions): Promise<SeedResult> {
  const catalogue = permissionCatalogue();
  const added = await tx.query<{ name: string; collection_name: string }>(
    `insert into permissions (name, collection_name)
       select * from unnest($1::text[], $2::text[])
     on conflict do nothing
     returning name, collection_name`,
    [catalogue.map((p) => p.name), catalogue.map((p) => p.collectionName)],
  );

  const [{ count: roleCount }] = await tx.query<{ count: number }>('select count(*)::int as count from roles');
  if (roleCount === 0) {
    for (const role of defaultRoles()) {
      const [{ id }] = await tx.query<{ id: string }>('insert into roles (name) values ($1) returning id::text as id', [role.name]);
      await grantToRole(tx, id, role.permissions);
    }
    options.log.info('default roles created');
  } else if (added.length > 0) {
    const admin = await tx.query<{ id: string }>('select id::text as id from roles where lower(name) = lower($1)', [ADMIN_ROLE]);
    if (admin.length > 0) {
      await grantToRole(
        tx,
        admin[0].id,
        added.map((p) => ({ name: p.name, collectionName: p.collection_name })),
      );
    }
  }
  if (added.length > 0) options.log.info({ count: added.length }, 'permissions added to the catalogue');

  const [{ count: modeCount }] = await tx.query<{ count: number }>('select count(*)::int as count from payment_modes');
  if (modeCount === 0) {
    await tx.query('insert into payment_modes (name, code) values ($1, $2)', ['cash', 0]);
  }

  await tx.query(
    `insert into settings (id, clinic_name, main_color, logo, opening_hours)
     values (1, $1, $2, $3, $4)
     on conflict (id) do nothing`,
    [DEFAULT_SETTINGS.clinicName, DEFAULT_SETTINGS.mainColor, DEFAULT_SETTINGS.logo, DEFAULT_SETTINGS.openingHours],
  );

  await tx.query(
    `insert into module_registry (name, url)
       select m, '/modules/' || m || '/mf-manifest.json' from unnest($1::text[]) as m
     on conflict (name) do nothing`,
    [[...MODULE_NAMES]],
  );

  const result: SeedResult = {};
  if (options.needJwtSecret) {
    await tx.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
      JWT_SECRET_NAME,
      randomBytes(48).toString('base64url'),
    ]);
    const [secret] = await tx.query<{ value: string }>('select value from app_secrets where name = $1', [JWT_SECRET_NAME]);
    result.jwtSecret = secret.value;
  }

  const [{ count: userCount }] = await tx.query<{ count: number }>('select count(*)::int as count from users');
  if (userCount === 0) {
    const password = options.adminPassword || DEFAULT_ADMIN_PASSWORD;
    const passwordHash = await options.hasher.hash(password);
    const [{ id }] = await tx.query<{ id: string }>(
      `insert into users (username, password_hash, phone, dev) values ($1, $2, '', true) returning id::text as id`,
      [DEFAULT_ADMIN_USERNAME, passwordHash],
    );
    await tx.query(
      `insert into user_roles (user_id, role_id)
         select $1::bigint, id from roles where lower(name) = lower($2)`,
      [id, ADMIN_ROLE],
    );
    options.log.info({ username: DEFAULT_ADMIN_USERNAME }, 'first user created');
    if (password === DEFAULT_ADMIN_PASSWORD) {
      options.log.warn(
        `The user "${DEFAULT_ADMIN_USERNAME}" was created with the default password: sign in and change it now, or start with ADMIN_PASSWORD set.`,
      );
    }
  } else {
    const [admin] = await tx.query<{ password_hash: string }>('select password_hash from users where lower(username) = $1', [
      DEFAULT_ADMIN_USERNAME,
    ]);
    if (admin && (await options.hasher.verify(admin.password_hash, DEFAULT_ADMIN_PASSWORD))) {
      options.log.warn(`The user "${DEFAULT_ADMIN_USERNAME}" still has the default password: sign in and change it now.`);
    }
  }
  return result;
}
