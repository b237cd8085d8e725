// `tsx src/cli/add-synthetic-topologies.ts <count> [--assign <email>]`: prepares the configured database
// (DATA_DIR or DATABASE_URL) for the benchmarks: migrated, demo data seeded, then one synthetic environment
// per 50 topologies and `count` topologies spread over all environments, so an environment lists about 50 of
// them and search runs over all `count`. Staff holding all_resources_by_customer may open every one;
// `--assign` also makes them that user's own, in their environment list (GET /me), as a staff user who
// serves thousands of customers has them.
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedDemoData } from '../demo/seed-demo';
import { generateTopologies } from '../testing/generate-topologies';

const [countArg, flag, assignTo] = process.argv.slice(2);
const count = Number(countArg ?? 100_000);
if (!Number.isInteger(count) || count < 1 || (flag !== undefined && (flag !== '--assign' || !assignTo)))
  throw new Error(`usage: add-synthetic-topologies <count> [--assign <email>], got ${process.argv.slice(2)}`);

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  await seedDemoData(db, config.passwordHashing);
  await db.query(
    `INSERT INTO customer_environments (cloud_id, t_code, corporate_name, federal_id, region, support_type)
     SELECT 'SYN' || lpad(g::text, 5, '0'), 'S' || lpad(g::text, 6, '0'), 'Sintética ' || g,
            lpad(g::text, 14, '0'), (ARRAY['sa-east-1', 'sa-east-2', 'us-east-1'])[1 + g % 3], 'STANDARD'
     FROM generate_series(1, $1::int) AS g
     ON CONFLICT (cloud_id) DO NOTHING`,
    [Math.ceil(count / 50)],
  );
  if (assignTo) {
    const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [assignTo]);
    if (!user) throw new Error(`add-synthetic-topologies: no user ${assignTo}`);
    await db.query(
      `INSERT INTO user_environments (user_id, environment_id)
       SELECT $1, id FROM customer_environments WHERE cloud_id LIKE 'SYN%'
       ON CONFLICT DO NOTHING`,
      [user.id],
    );
  }
  const inserted = await generateTopologies(db, count, { prefix: `bench${Date.now()}` });
  await db.exec('ANALYZE');
  process.stdout.write(`added ${inserted} synthetic topologies\n`);
} finally {
  await db.close();
}
