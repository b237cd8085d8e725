// `tsx src/cli/bench-statements.ts <environments> <out.json>`: the statement-generation benchmark
// (tests/bench/store). On the configured database (DATA_DIR or DATABASE_URL), migrated and seeded: adds
// `environments` synthetic environments, each with last month's consumption (12 services × 2 products) and
// three purchases, then issues every environment's statements as the first read after the month closes does
// (freezeStatements), timing each; writes the timings as JSON.
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedDemoData } from '../demo/seed-demo';
import { currentMonth, freezeStatements } from '../domains/store/store-statement-freeze';

const [countArg, out] = process.argv.slice(2);
const count = Number(countArg ?? 2_000);
if (!Number.isInteger(count) || count < 1 || !out)
  throw new Error('usage: bench-statements <count> <out.json>');

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  await seedDemoData(db, config.passwordHashing, { analytics: { months: 1 } });
  await db.query(
    `INSERT INTO customer_environments (cloud_id, t_code, corporate_name, federal_id, region, support_type)
     SELECT 'STM' || lpad(g::text, 5, '0'), 'M' || lpad(g::text, 6, '0'), 'Extrato ' || g,
            lpad(g::text, 14, '0'), 'sa-east-1', 'STANDARD'
     FROM generate_series(1, $1::int) AS g ON CONFLICT (cloud_id) DO NOTHING`,
    [count],
  );
  await db.query(
    `INSERT INTO analytics_consumo_mensal (mes, environment_id, servico, produto, regiao, unidade, valor, quantidade)
     SELECT date_trunc('month', current_date - interval '1 month')::date, e.id, 'Serviço ' || s, p, 'sa-east-1', 'hora',
            round((100 + (hashint4(s * 7 + length(e.cloud_id)) & 65535) / 10.0)::numeric, 2), 10
     FROM customer_environments e CROSS JOIN generate_series(1, 12) s CROSS JOIN unnest(ARRAY['Protheus', 'Fluig']) p
     WHERE e.cloud_id LIKE 'STM%'`,
  );
  await db.query(
    `INSERT INTO analytics_consumo_mensal_ambiente (mes, environment_id, valor, quantidade)
     SELECT mes, environment_id, sum(valor), sum(quantidade) FROM analytics_consumo_mensal m
     WHERE environment_id IN (SELECT id FROM customer_environments WHERE cloud_id LIKE 'STM%') GROUP BY 1, 2`,
  );
  await db.query(
    `INSERT INTO purchases (environment_id, buyer_email, source, source_ref, description, quantity, unit_price_cents,
       recurrence, state, ordered_at, activated_at)
     SELECT e.id, 'bench@example.com', 'marketplace', 'bench-' || k, 'Oferta ' || k, k, 12345 * k,
            CASE WHEN k = 1 THEN 'monthly' ELSE 'once' END, 'active',
            date_trunc('month', now() - interval '1 month') + interval '10 days',
            date_trunc('month', now() - interval '1 month') + interval '10 days'
     FROM customer_environments e CROSS JOIN generate_series(1, 3) k WHERE e.cloud_id LIKE 'STM%'`,
  );
  await db.exec('ANALYZE');
  const ids = (
    await db.query<{ id: string }>(
      `SELECT id FROM customer_environments WHERE cloud_id LIKE 'STM%' ORDER BY cloud_id`,
    )
  ).map((row) => row.id);
  const now = await currentMonth(db);
  const timings: number[] = [];
  const started = performance.now();
  let written = 0;
  for (const id of ids) {
    const t0 = performance.now();
    written += await db.transaction((tx) => freezeStatements(tx, id, now));
    timings.push(performance.now() - t0);
  }
  const totalMs = performance.now() - started;
  writeFileSync(out, JSON.stringify({ environments: ids.length, statements: written, totalMs, timings }));
  process.stdout.write(
    `issued ${written} statements for ${ids.length} environments in ${Math.round(totalMs)} ms\n`,
  );
} finally {
  await db.close();
}
