// Demo audit log (issue 31): a few days of what Ana did in Acme's environments and Bruno in Globex's, so the
// audit log screen opens on entries with their before and after. Written days ago: anything done in the demo
// (or a test) is newer and comes first. No impersonation, DR, backup, ticket or budget lines: their tests read
// those actions whole.
import type { Queryable } from '../db/database';

interface DemoAuditEntry {
  daysAgo: number;
  actor: string;
  cloudId: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
  before: unknown;
  after: unknown;
}

const operation = (phase: 'requested' | 'finished', state: string, errorCode: string | null = null) => ({
  phase,
  state,
  error_code: errorCode,
});

export const demoAuditEntries: readonly DemoAuditEntry[] = [
  {
    daysAgo: 12,
    actor: 'ana@acme.example',
    cloudId: 'ACM3',
    action: 'vm.delete',
    target: 'vm-acm3-01',
    details: operation('finished', 'FAILED', 'provider_timeout'),
    before: { state: 'stopped' },
    after: { state: 'stopped' },
  },
  {
    daysAgo: 8,
    actor: 'ana@acme.example',
    cloudId: 'ACM2',
    action: 'network.create',
    target: 'net-acm2-testes',
    details: operation('finished', 'SUCCESS'),
    before: null,
    after: { name: 'acm2-vcn-testes', cidr: '10.20.0.0/16', region: 'sa-east-1' },
  },
  {
    daysAgo: 5,
    actor: 'ana@acme.example',
    cloudId: 'ACM1',
    action: 'vm.resize',
    target: 'vm-acm1-01',
    details: operation('finished', 'SUCCESS'),
    before: { size_sku: 'std.4x16', vcpus: 4, memory_gb: 16, state: 'running' },
    after: { size_sku: 'std.8x32', vcpus: 8, memory_gb: 32, state: 'running' },
  },
  {
    daysAgo: 4,
    actor: 'bruno@globex.example',
    cloudId: 'GLX01',
    action: 'vm.restart',
    target: 'vm-glx01-01',
    details: operation('finished', 'SUCCESS'),
    before: { state: 'running' },
    after: { state: 'running' },
  },
  {
    daysAgo: 3,
    actor: 'ana@acme.example',
    cloudId: 'ACM1',
    action: 'vm.stop',
    target: 'vm-acm1-02',
    details: operation('requested', 'PENDING'),
    before: { state: 'running' },
    after: null,
  },
  {
    daysAgo: 2.99,
    actor: 'ana@acme.example',
    cloudId: 'ACM1',
    action: 'vm.stop',
    target: 'vm-acm1-02',
    details: operation('finished', 'SUCCESS'),
    before: { state: 'running' },
    after: { state: 'stopped' },
  },
];

export async function seedDemoAudit(db: Queryable): Promise<void> {
  for (const entry of demoAuditEntries)
    await db.query(
      `INSERT INTO audit_events (occurred_at, actor_user_id, action, subject_user_id, environment_id, details,
         target_id, before, after)
       SELECT now() - make_interval(secs => $1), u.id, $3, NULL, e.id, $5::jsonb, $6, $7::jsonb, $8::jsonb
       FROM users u, customer_environments e
       WHERE u.email = $2 AND e.cloud_id = $4`,
      [
        entry.daysAgo * 86_400,
        entry.actor,
        entry.action,
        entry.cloudId,
        JSON.stringify(entry.details),
        entry.target,
        entry.before === null ? null : JSON.stringify(entry.before),
        entry.after === null ? null : JSON.stringify(entry.after),
      ],
    );
}
