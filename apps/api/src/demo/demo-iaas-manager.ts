// Demo data of IaaS › Gerenciador (migration 0027): SSH keys in every Acme and Globex environment, two images
// ACM1 imported, and a tight quota in ACM2 (Acme Homologação) so that a create shows its refusal: 8 vCPUs to
// spare, no public IP more. The other environments have the defaults.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { isSshPublicKey, parseSshPublicKey } from '../domains/iaas/ssh-public-key';

/** An ed25519 public key line whose key bytes are drawn from `seed` (demo keys, no private half). */
function demoPublicKey(seed: string, comment: string): string {
  const type = Buffer.from('ssh-ed25519');
  const key = createHash('sha256').update(seed).digest();
  const length = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const blob = Buffer.concat([length(type.length), type, length(key.length), key]);
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`;
}

const keyNames = ['deploy-producao', 'equipe-infra'] as const;

export async function seedDemoIaasManager(tx: Queryable): Promise<void> {
  const environments = await tx.query<{ id: string; cloud_id: string }>(
    `SELECT id, cloud_id FROM customer_environments WHERE cloud_id LIKE 'ACM%' OR cloud_id LIKE 'GLX%'`,
  );
  for (const env of environments)
    for (const name of keyNames) {
      const key = parseSshPublicKey(
        demoPublicKey(`${env.cloud_id}|${name}`, `${name}@${env.cloud_id.toLowerCase()}`),
      );
      if (!isSshPublicKey(key)) throw new Error(`demo key ${name}: ${key.problem}`);
      await tx.query(
        `INSERT INTO iaas_ssh_keys (environment_id, name, public_key, fingerprint) VALUES ($1, $2, $3, $4)`,
        [env.id, name, key.line, key.fingerprint],
      );
    }
  await tx.query(
    `INSERT INTO iaas_images (image_id, name, os_family, min_disk_gb, license_cents_per_vcpu, position,
       environment_id, source, imported_at)
     SELECT i.image_id, i.name, i.os_family, i.min_disk_gb, i.license, i.position, e.id, 'imported',
       now() - i.age * interval '1 day'
     FROM (VALUES
       ('acm1-erp-golden', 'ERP golden image (Oracle Linux 9)', 'linux', 80, 0, 101, 12),
       ('acm1-win-legado', 'Servidor legado (Windows Server 2022)', 'windows', 120, 9500, 102, 40)
     ) AS i (image_id, name, os_family, min_disk_gb, license, position, age)
     JOIN customer_environments e ON e.cloud_id = 'ACM1'`,
  );
  await tx.query(
    `INSERT INTO iaas_quotas (environment_id, max_machines, max_vcpus, max_memory_gb, max_disk_gb, max_public_ips)
     SELECT e.id, u.machines + 3, u.vcpus + 8, u.memory + 32, u.disk + 500, u.ips
     FROM customer_environments e
     CROSS JOIN LATERAL (
       SELECT count(*) FILTER (WHERE kind = 'virtual_machine')::int AS machines,
              coalesce(sum(vcpus), 0)::int AS vcpus, coalesce(sum(memory_gb), 0)::int AS memory,
              coalesce(sum(size_gb), 0)::int AS disk, count(*) FILTER (WHERE kind = 'public_ip')::int AS ips
       FROM iaas_resources r WHERE r.environment_id = e.id) u
     WHERE e.cloud_id = 'ACM2'`,
  );
}
