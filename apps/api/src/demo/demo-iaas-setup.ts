// Demo IaaS › Configuração: every demo network (demo-iaas-resources: the main one, and the DR one of PRIME
// environments) gets its subnets — the main network a public, an application and a data /24, the DR network
// the latter two — so the machines' addresses (10.N.1.x) fall in the application subnet; and every
// environment its settings: the regions its resources use enabled, its own region, a general-purpose size,
// Oracle Linux and its main network as defaults.
import type { Queryable } from '../db/database';

/** Seeds this area's demo data; the IaaS resources must exist. */
export async function seedDemoIaasSetup(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO iaas_subnets (subnet_id, environment_id, network_id, name, cidr, created_at)
     SELECT replace(n.resource_id, 'net-', 'sub-') || '-0' || s.position, n.environment_id, n.resource_id, s.name,
            set_masklen(host(n.cidr)::inet + s.third_octet * 256, 24)::cidr, n.created_at
     FROM iaas_resources n
     CROSS JOIN (VALUES (1, 'publica', 0), (2, 'aplicacao', 1), (3, 'dados', 2)) AS s (position, name, third_octet)
     WHERE n.kind = 'network' AND (s.position > 1 OR n.resource_id LIKE 'net-%-01')`,
  );
  await db.query(
    `INSERT INTO iaas_environment_settings
       (environment_id, enabled_regions, default_region, default_size_sku, default_image_id, default_network_id)
     SELECT n.environment_id,
            ARRAY(SELECT DISTINCT r.region FROM iaas_resources r JOIN iaas_regions g ON g.region = r.region
                  WHERE r.environment_id = n.environment_id ORDER BY r.region),
            n.region, 'std.2x8', 'oracle-linux-9', n.resource_id
     FROM iaas_resources n
     WHERE n.kind = 'network' AND n.resource_id LIKE 'net-%-01' AND n.region IN (SELECT region FROM iaas_regions)`,
  );
}
