// Demo VM snapshots (migration 0028): a weekly one of each environment's first machine, and ACM1's main
// machine one more from yesterday, so the machine page and /backups show some before anyone takes one.
import type { Queryable } from '../db/database';

/** Seeds this area's demo data; the IaaS resources must exist. */
export async function seedDemoIaasSnapshots(db: Queryable, seededAt = Date.now()): Promise<void> {
  const at = new Date(seededAt).toISOString();
  await db.query(
    `INSERT INTO iaas_snapshots (snapshot_id, environment_id, resource_id, name, size_gb, state, created_at)
     SELECT 'snap-' || substr(r.resource_id, 4) || '-semanal', r.environment_id, r.resource_id,
            r.name || '-semanal', r.size_gb, 'available', $1::timestamptz - interval '3 days'
     FROM iaas_resources r WHERE r.kind = 'virtual_machine' AND r.resource_id LIKE 'vm-%-01'
     UNION ALL
     SELECT 'snap-acm1-01-atualizacao', r.environment_id, r.resource_id, 'antes-da-atualizacao', r.size_gb,
            'available', $1::timestamptz - interval '1 day'
     FROM iaas_resources r WHERE r.resource_id = 'vm-acm1-01'`,
    [at],
  );
}
