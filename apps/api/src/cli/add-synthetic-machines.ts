// `tsx src/cli/add-synthetic-machines.ts <count> [--assign <email>]`: prepares the configured database
// (DATA_DIR or DATABASE_URL) for the IaaS benchmark (issue 30): migrated, demo data seeded, then one more
// environment, ESC1 "Acme Escala", holding `count` virtual machines in one network per 250 of them. Each
// machine has a size of the price list (its vCPUs and memory), an image, a region (its network's), a state
// (mostly running, some stopped, a few in error), tags and a private address in its network. `--assign` gives
// the environment to that user (e.g. ana@acme.example), in their environment list. Run again, it adds nothing.
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedDemoData } from '../demo/seed-demo';

const CLOUD_ID = 'ESC1';
/** Machines per network; also the batch written by one statement. */
const PER_NETWORK = 250;

const [countArg, flag, assignTo] = process.argv.slice(2);
const count = Number(countArg ?? 10_000);
if (!Number.isInteger(count) || count < 1 || (flag !== undefined && (flag !== '--assign' || !assignTo)))
  throw new Error(`usage: add-synthetic-machines <count> [--assign <email>], got ${process.argv.slice(2)}`);

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  await seedDemoData(db, config.passwordHashing);
  const [environment] = await db.query<{ id: string }>(
    `INSERT INTO customer_environments (cloud_id, t_code, corporate_name, federal_id, region, support_type)
     VALUES ($1, 'T90001', 'Acme Escala', '00000000900010', 'sa-east-1', 'STANDARD')
     ON CONFLICT (cloud_id) DO UPDATE SET cloud_id = EXCLUDED.cloud_id
     RETURNING id`,
    [CLOUD_ID],
  );
  if (assignTo) {
    const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [assignTo]);
    if (!user) throw new Error(`add-synthetic-machines: no user ${assignTo}`);
    await db.query(
      `INSERT INTO user_environments (user_id, environment_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [user.id, environment!.id],
    );
  }
  const networks = Math.ceil(count / PER_NETWORK);
  // Network n (1-based) is 10.(100 + n).0.0/16 in the n-th region of the list, round and round.
  await db.query(
    `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, cidr)
     SELECT 'net-esc1-' || lpad(n::text, 3, '0'), $1, 'network', 'esc1-vcn-' || lpad(n::text, 3, '0'), 'oci',
            r.regions[1 + n % array_length(r.regions, 1)], 'in_use', ('10.' || (100 + n) || '.0.0/16')::cidr
     FROM generate_series(1, $2::int) AS n,
          (SELECT array_agg(region ORDER BY position) AS regions FROM iaas_regions) AS r
     ON CONFLICT (resource_id) DO NOTHING`,
    [environment!.id, networks],
  );
  let inserted = 0;
  for (let network = 1; network <= networks; network++) {
    const from = (network - 1) * PER_NETWORK + 1;
    const to = Math.min(count, network * PER_NETWORK);
    // g numbers the machine; its draws (size, image, role, state) are multiplicative hashes of g, so the
    // environment is the same on every run. Sizes and images come from the price list, in its order.
    const rows = await db.query(
      `WITH sizes AS (SELECT array_agg(sku ORDER BY position) AS sku, array_agg(vcpus ORDER BY position) AS vcpus,
                             array_agg(memory_gb ORDER BY position) AS memory
                      FROM iaas_prices WHERE kind = 'size' AND region = 'sa-east-1'),
            images AS (SELECT array_agg(image_id ORDER BY position) AS id,
                              array_agg(os_family ORDER BY position) AS family FROM iaas_images),
            net AS (SELECT resource_id, region, cidr FROM iaas_resources
                    WHERE environment_id = $1 AND resource_id = 'net-esc1-' || lpad($2::text, 3, '0')),
            drawn AS (
              SELECT g, (1 + (g::bigint * 7919) % array_length(s.sku, 1))::int AS size,
                     (1 + (g::bigint * 104729) % array_length(i.id, 1))::int AS image,
                     (ARRAY['erp', 'web', 'api', 'batch', 'cache', 'fila', 'bi', 'jobs', 'db', 'integracao',
                            'relatorios', 'etl'])[1 + (g * 31) % 12] AS role,
                     (g::bigint * 2654435761) % 100 AS chance
              FROM generate_series($3::int, $4::int) AS g, sizes s, images i)
     INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, vcpus, memory_gb,
                                 size_gb, created_at, size_sku, image_id, private_address, network_id, tags)
     SELECT 'vm-esc1-' || lpad(d.g::text, 5, '0'), $1, 'virtual_machine',
            'esc1-' || d.role || '-' || lpad(d.g::text, 5, '0'), 'oci', net.region,
            CASE WHEN d.chance < 2 THEN 'error' WHEN d.chance < 17 THEN 'stopped' ELSE 'running' END,
            s.vcpus[d.size], s.memory[d.size],
            CASE WHEN i.family[d.image] = 'windows' THEN 150 ELSE (ARRAY[60, 100, 200])[1 + d.g % 3] END,
            now() - (d.g % 700) * interval '1 day' - (d.g % 24) * interval '1 hour',
            s.sku[d.size], i.id[d.image],
            host(set_masklen(net.cidr, 32) + (256 + (d.g - $3::int) + 4))::inet, net.resource_id,
            jsonb_build_object('ambiente', (ARRAY['produção', 'homologação', 'desenvolvimento'])[1 + d.g % 3],
                               'centro_de_custo', 'TI-' || (100 + d.g % 40), 'aplicacao', d.role)
     FROM drawn d, sizes s, images i, net
     ON CONFLICT (resource_id) DO NOTHING
     RETURNING 1`,
      [environment!.id, network, from, to],
    );
    inserted += rows.length;
  }
  await db.exec('ANALYZE iaas_resources');
  process.stdout.write(`added ${inserted} synthetic machines to ${CLOUD_ID}\n`);
} finally {
  await db.close();
}
