// IaaS › Boas-vindas (issue 30): the environment's overview under the IaaS routes' refusals (iaasEnvironmentOf).
import { iaasChecklistSteps, type IaasChecklistStep, type IaasOverview } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import type { Principal } from '../session/session-service';
import { readIaasOverview } from './iaas-overview-repository';
import { iaasEnvironmentOf } from './iaas-resources-service';

export async function readIaasOverviewOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<IaasOverview> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const row = await readIaasOverview(db, environment.id);
  const done: Record<IaasChecklistStep, boolean> = {
    network: row.networks > 0,
    machine: row.machines > 0,
    public_ip: row.public_ips > 0,
    backup: row.backups > 0,
    budget: row.budgets > 0,
  };
  return {
    cloud_id: environment.cloud_id,
    machines: {
      total: row.machines,
      running: row.running,
      stopped: row.stopped,
      other: row.machines - row.running - row.stopped,
    },
    volumes: { count: row.volumes, size_gb: row.volume_gb },
    networks: row.networks,
    public_ips: { count: row.public_ips, free: row.free_ips },
    regions: row.regions,
    monthly_cents: Math.round(row.monthly_cents),
    checklist: iaasChecklistSteps.map((step) => ({ step, done: done[step] })),
  };
}
