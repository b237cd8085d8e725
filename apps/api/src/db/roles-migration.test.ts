// Migration 0037 maps the grants written before roles to 'Perfil migrado N' roles: every user keeps exactly
// the features and flags they held, customers on each environment they hold, staff globally.
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import { databaseKinds, openTestDatabase } from '../testing/test-database';

const rolesVersion = 37;

describe.each(databaseKinds)('on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind, 'empty');
    const all = await readMigrations();
    await migrate(
      db,
      all.filter((m) => m.version < rolesVersion),
    );
    await db.exec(`
      INSERT INTO customer_environments (cloud_id, t_code, corporate_name, federal_id, region, support_type)
        VALUES ('E1', 'T1', 'Um', '1', 'sa-east-1', 'PRIME'), ('E2', 'T2', 'Dois', '2', 'sa-east-1', 'PRIME');
      INSERT INTO users (email, full_name, password_hash, kind, stream_channel) VALUES
        ('a@x.example', 'A', 'h', 'customer', 'c-a'), ('b@x.example', 'B', 'h', 'customer', 'c-b'),
        ('s@x.example', 'S', 'h', 'staff', 'c-s'), ('n@x.example', 'N', 'h', 'partner', 'c-n'),
        ('z@x.example', 'Z', 'h', 'customer', 'c-z');
      INSERT INTO user_environments (user_id, environment_id)
        SELECT u.id, e.id FROM users u, customer_environments e WHERE u.email IN ('a@x.example', 'b@x.example')
        UNION ALL SELECT u.id, e.id FROM users u, customer_environments e
          WHERE u.email = 's@x.example' AND e.cloud_id = 'E1';
      INSERT INTO feature_flags (flag) VALUES ('f1'), ('f2');
      INSERT INTO user_features (user_id, feature)
        SELECT id, unnest(ARRAY['iam', 'menu_iaas']) FROM users WHERE email IN ('a@x.example', 'b@x.example', 's@x.example')
        UNION ALL SELECT id, 'developer' FROM users WHERE email = 'n@x.example';
      INSERT INTO user_feature_flags (user_id, flag) SELECT id, 'f1' FROM users WHERE email = 'a@x.example';
    `);
    await migrate(db, all);
  });
  afterAll(() => db.close());

  const held = (table: string, column: string) =>
    db.query<{ email: string; names: string[] }>(
      `SELECT u.email, ARRAY(SELECT ${column} FROM ${table} t WHERE t.user_id = u.id ORDER BY 1) AS names
       FROM users u ORDER BY u.email`,
    );

  it('keeps every user exactly the features and flags they held', async () => {
    expect(await held('user_features', 'feature')).toEqual(
      await held('user_features_before_roles', 'feature'),
    );
    expect(await held('user_feature_flags', 'flag')).toEqual(
      await held('user_feature_flags_before_roles', 'flag'),
    );
  });

  it('makes one role per distinct set, customer roles given on each environment, staff ones globally', async () => {
    const roles = await db.query<{ name: string; scope: string; holders: string[] }>(
      `SELECT r.name, r.scope, ARRAY(SELECT u.email || ':' || coalesce(e.cloud_id, '-') FROM user_roles ur
         JOIN users u ON u.id = ur.user_id LEFT JOIN customer_environments e ON e.id = ur.environment_id
         WHERE ur.role_id = r.id ORDER BY 1) AS holders
       FROM roles r ORDER BY r.scope, r.name`,
    );
    expect(roles.map((r) => r.name).sort()).toEqual([1, 2, 3, 4].map((n) => `Perfil migrado ${n}`));
    expect(
      roles
        .map(({ scope, holders }) => ({ scope, holders }))
        .sort((x, y) => (x.holders[0]! < y.holders[0]! ? -1 : 1)),
    ).toEqual([
      { scope: 'customer', holders: ['a@x.example:E1', 'a@x.example:E2'] },
      { scope: 'customer', holders: ['b@x.example:E1', 'b@x.example:E2'] },
      // A partner with features and no environment keeps them through a grant with none (see 0037).
      { scope: 'customer', holders: ['n@x.example:-'] },
      { scope: 'staff', holders: ['s@x.example:-'] },
    ]);
  });

  it('refuses from now on a customer role without environment, and a staff role to a customer', async () => {
    const role = (scope: string) => `(SELECT id FROM roles WHERE scope = '${scope}' ORDER BY name LIMIT 1)`;
    const user = (email: string) => `(SELECT id FROM users WHERE email = '${email}')`;
    await expect(
      db.query(
        `INSERT INTO user_roles (user_id, role_id) VALUES (${user('z@x.example')}, ${role('customer')})`,
      ),
    ).rejects.toThrow(/environment/);
    await expect(
      db.query(`INSERT INTO user_roles (user_id, role_id) VALUES (${user('z@x.example')}, ${role('staff')})`),
    ).rejects.toThrow(/staff/);
    await expect(db.query(`UPDATE roles SET scope = 'staff' WHERE scope = 'customer'`)).rejects.toThrow(
      /scope/,
    );
  });
});
