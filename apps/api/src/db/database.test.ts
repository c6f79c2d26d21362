import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACTION, MODULE_NAMES, permissionCatalogue } from '@dental/contracts';
import { createPasswordHasher } from '../security/passwords';
import { createTestDb, TEST_HASHING, type TestDb } from '../test/helpers';
import { initializeDatabase } from './migrate';
import { migrations } from './migrations';
import { ADMIN_ROLE, defaultRoles } from './seed';
import { isUniqueViolation } from './types';

interface LogLine {
  level: 'info' | 'warn';
  text: string;
}

function recordingLog() {
  const lines: LogLine[] = [];
  const write = (level: LogLine['level']) => (first: unknown, second?: unknown) => {
    lines.push({ level, text: typeof first === 'string' ? first : String(second ?? '') });
  };
  return { lines, log: { info: write('info'), warn: write('warn') } as never };
}

const hasher = createPasswordHasher(TEST_HASHING);

describe('database start-up', () => {
  let testDb: TestDb;
  let firstRun: ReturnType<typeof recordingLog>;

  beforeAll(async () => {
    testDb = await createTestDb();
    firstRun = recordingLog();
    await initializeDatabase(testDb.db, { hasher, log: firstRun.log, needJwtSecret: true });
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('runs on the engine the environment asks for', async () => {
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(testDb.engine).toBe(expected);
    expect(testDb.db.engine).toBe(expected);
    const [{ version }] = await testDb.db.query<{ version: string }>('select version()');
    expect(version).toMatch(/PostgreSQL/);
  });

  it('records every migration once', async () => {
    const rows = await testDb.db.query<{ version: number; name: string }>('select version, name from schema_migrations order by version');
    expect(rows).toEqual(migrations.map((m) => ({ version: m.version, name: m.name })));
  });

  it('creates the whole permission catalogue, including APPROUVER and FACTURE_GLOBAL', async () => {
    const rows = await testDb.db.query<{ name: string; collection_name: string }>('select name, collection_name from permissions');
    const keys = rows.map((r) => `${r.name}|${r.collection_name}`).sort();
    expect(keys).toEqual(permissionCatalogue().map((p) => `${p.name}|${p.collectionName}`).sort());
    expect(keys).toContain('APPROUVER|PAIEMENTS_PATIENTS');
    expect(keys).toContain('FACTURE_GLOBAL|PATIENTS_ASSURANCE');
    expect(keys).toContain('AFFICHER_GLOBAL|COMPTES_LABORATOIRE');
    expect(keys).not.toContain('AFFICHER|COMPTES_LABORATOIRE');
  });

  it('creates the default roles with their permissions', async () => {
    const rows = await testDb.db.query<{ role: string; name: string; collection_name: string }>(
      `select r.name as role, p.name, p.collection_name from roles r
         join role_permissions rp on rp.role_id = r.id join permissions p on p.id = rp.permission_id`,
    );
    const of = (role: string) => rows.filter((r) => r.role === role).map((r) => `${r.name}|${r.collection_name}`).sort();
    for (const role of defaultRoles()) {
      expect(of(role.name)).toEqual(role.permissions.map((p) => `${p.name}|${p.collectionName}`).sort());
    }
    expect(of(ADMIN_ROLE)).toHaveLength(permissionCatalogue().length);
    expect(of('Médecin')).toEqual(expect.arrayContaining(['AFFICHER|PATIENTS', 'AJOUTER|RDV', 'MODIFIER|IMPLANTS', 'AFFICHER|FOURNISSEURS']));
    expect(of('Médecin')).not.toContain('SUPPRIMER|PATIENTS');
    expect(of('Médecin')).not.toContain('AJOUTER|CONSOMMABLES');
    expect(of('Médecin')).toEqual(expect.arrayContaining(['AFFICHER|LABORATOIRES', 'AFFICHER|PAIEMENTS_LABORATOIRES', 'AFFICHER|CONSOMMATIONS_LABORATOIRE']));
    expect(of('Médecin')).not.toContain('AFFICHER_GLOBAL|COMPTES_LABORATOIRE');
    expect(of('Médecin')).toEqual(expect.arrayContaining(['SUPPRIMER|RDV', 'APPROUVER|PAIEMENTS_PATIENTS']));
    expect(of('Médecin')).toEqual(expect.arrayContaining(['AFFICHER|PATIENTS_ASSURANCE', 'AJOUTER|BON_COMMANDE', 'AJOUTER|PAIEMENTS_LABORATOIRES']));
    expect(of('Médecin')).toEqual(expect.arrayContaining(['AFFICHER|DOSSIER_CLINIQUE', 'AJOUTER|DOSSIER_CLINIQUE', 'MODIFIER|DOSSIER_CLINIQUE', 'AFFICHER|IMAGERIE', 'AJOUTER|IMAGERIE']));
    expect(of('Assistant')).toEqual(
      [
        'AFFICHER_GLOBAL|PATIENTS',
        'AJOUTER|PATIENTS',
        'MODIFIER|PATIENTS',
        'AFFICHER_GLOBAL|RDV',
        'AJOUTER|RDV',
        'MODIFIER|RDV',
        'SUPPRIMER|RDV',
        'AFFICHER_GLOBAL|PAIEMENTS_PATIENTS',
        // The front desk's day (issue 36): labs paid for the doctor chosen, consumptions recorded.
        'AFFICHER|LABORATOIRES',
        'AFFICHER_GLOBAL|PAIEMENTS_LABORATOIRES',
        'AJOUTER|PAIEMENTS_LABORATOIRES',
        'AFFICHER_GLOBAL|CONSOMMATIONS_LABORATOIRE',
        'AFFICHER|CONSOMMABLES',
        'AFFICHER_GLOBAL|CONSOMMATIONS',
        'AJOUTER|CONSOMMATIONS',
        // The clinical record (issue 37): sees charts and images, adds images and documents, writes no note or condition.
        'AFFICHER_GLOBAL|DOSSIER_CLINIQUE',
        'AFFICHER_GLOBAL|IMAGERIE',
        'AJOUTER|IMAGERIE',
      ].sort(),
    );
  });

  it('creates the admin user: dev, administrator, argon2id password, and warns about the default password', async () => {
    const users = await testDb.db.query<{ username: string; dev: boolean; phone: string; doctor_cabinet: boolean | null; password_hash: string; role: string }>(
      `select u.username, u.dev, u.phone, u.doctor_cabinet, u.password_hash, r.name as role
         from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id`,
    );
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ username: 'admin', dev: true, phone: '', doctor_cabinet: null, role: ADMIN_ROLE });
    expect(users[0].password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await hasher.verify(users[0].password_hash, 'admin')).toBe(true);
    expect(firstRun.lines.some((l) => l.level === 'warn' && /default password/.test(l.text))).toBe(true);
  });

  it('creates the cash payment mode, the settings and the module registry', async () => {
    expect(await testDb.db.query('select name, code, archive from payment_modes')).toEqual([{ name: 'cash', code: 0, archive: false }]);
    expect(await testDb.db.query('select clinic_name, main_color, logo, opening_hours from settings')).toEqual([
      { clinic_name: 'Cabinet Dentaire', main_color: '#00b894', logo: null, opening_hours: '09:00-13:00, 16:00-21:00' },
    ]);
    const registry = await testDb.db.query<{ name: string; url: string; canary_url: string | null }>(
      'select name, url, canary_url from module_registry order by name',
    );
    expect(registry).toEqual(
      [...MODULE_NAMES].sort().map((name) => ({ name, url: `/modules/${name}/mf-manifest.json`, canary_url: null })),
    );
  });

  it('keeps one generated token secret across starts', async () => {
    const again = await initializeDatabase(testDb.db, { hasher, log: recordingLog().log, needJwtSecret: true });
    const [stored] = await testDb.db.query<{ value: string }>("select value from app_secrets where name = 'jwt'");
    expect(again.jwtSecret).toBe(stored.value);
    expect(stored.value.length).toBeGreaterThanOrEqual(48);
  });

  it('is idempotent, also when several instances start at the same time', async () => {
    const count = async (table: string) => (await testDb.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
    const before = { permissions: await count('permissions'), roles: await count('roles'), users: await count('users'), modes: await count('payment_modes'), grants: await count('role_permissions') };
    const runs = [1, 2, 3].map(() => recordingLog());
    await Promise.all(runs.map((run) => initializeDatabase(testDb.db, { hasher, log: run.log, needJwtSecret: true })));
    expect({ permissions: await count('permissions'), roles: await count('roles'), users: await count('users'), modes: await count('payment_modes'), grants: await count('role_permissions') }).toEqual(before);
    // The admin still has the default password: every start says so.
    expect(runs.every((run) => run.lines.some((l) => l.level === 'warn' && /default password/.test(l.text)))).toBe(true);
  });

  it('adds catalogue entries missing from an existing database and grants them to the administrator role only', async () => {
    await testDb.db.query("delete from permissions where name = $1 and collection_name = 'PAIEMENTS_PATIENTS'", [ACTION.approve]);
    const run = recordingLog();
    await initializeDatabase(testDb.db, { hasher, log: run.log, needJwtSecret: true });
    const holders = await testDb.db.query<{ name: string }>(
      `select r.name from roles r join role_permissions rp on rp.role_id = r.id join permissions p on p.id = rp.permission_id
        where p.name = $1 and p.collection_name = 'PAIEMENTS_PATIENTS'`,
      [ACTION.approve],
    );
    expect(holders).toEqual([{ name: ADMIN_ROLE }]);
    expect(await testDb.db.query<{ n: number }>('select count(*)::int as n from roles')).toEqual([{ n: 3 }]);
  });

  it('enforces case-insensitive uniqueness in the database itself', async () => {
    const attempts = [
      "insert into users (username, password_hash) values ('ADMIN', 'x')",
      "insert into roles (name) values ('administrateur')",
      "insert into payment_modes (name) values ('CASH')",
      "insert into permissions (name, collection_name) values ('afficher', 'patients')",
    ];
    for (const sql of attempts) {
      const error = await testDb.db.query(sql).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isUniqueViolation(error)).toBe(true);
    }
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query("insert into payment_modes (name, code) values ('temporary', 5)");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await testDb.db.query("select 1 from payment_modes where name = 'temporary'")).toEqual([]);
  });
});

describe('first start with ADMIN_PASSWORD', () => {
  it('uses that password and does not warn', async () => {
    const testDb = await createTestDb();
    try {
      const run = recordingLog();
      await initializeDatabase(testDb.db, { hasher, log: run.log, adminPassword: 's3cret-Pass', needJwtSecret: false });
      const [admin] = await testDb.db.query<{ password_hash: string }>("select password_hash from users where username = 'admin'");
      expect(await hasher.verify(admin.password_hash, 's3cret-Pass')).toBe(true);
      expect(await hasher.verify(admin.password_hash, 'admin')).toBe(false);
      expect(run.lines.filter((l) => l.level === 'warn')).toEqual([]);
      expect(await testDb.db.query('select 1 from app_secrets')).toEqual([]);
    } finally {
      await testDb.drop();
    }
  });
});
