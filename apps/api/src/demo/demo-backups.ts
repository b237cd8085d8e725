// Demo backups: every environment keeps a week of its Protheus backups (a full one each night and archive
// logs between them) and a few of its second product; Acme Produção (ACM1) has one failed night, so the page
// shows that state too. Times are relative to the seeding, so the list always reads as recent.
import type { Queryable } from '../db/database';
import { insertBackups, type NewBackup } from '../domains/disaster-recovery/backups-repository';
import { demoTopologies } from './demo-topologies';

const hour = 3_600_000;
const day = 24 * hour;
const gib = 1024 ** 3;

/** The demo backups as of `now` (tests compare against the same list). */
export function demoBackupsAt(now: number): (NewBackup & { cloud_id: string })[] {
  const midnight = Math.floor(now / day) * day;
  const list: (NewBackup & { cloud_id: string })[] = [];
  const byEnvironment = new Map<string, typeof demoTopologies>();
  for (const topology of demoTopologies)
    if (topology.topology_type !== 'dr_destination' && topology.topology_type !== 'development')
      byEnvironment.set(topology.cloud_id, [...(byEnvironment.get(topology.cloud_id) ?? []), topology]);
  let serial = 0;
  for (const [cloudId, topologies] of byEnvironment) {
    const key = cloudId.toLowerCase();
    let count = 0;
    const add = (
      topologyId: string,
      kind: NewBackup['kind'],
      takenAt: number,
      size: number,
      failed = false,
    ) =>
      list.push({
        cloud_id: cloudId,
        backup_id: `bkp-${key}-${String(++count).padStart(3, '0')}`,
        topology_id: topologyId,
        kind,
        status: failed ? 'failed' : 'completed',
        size_bytes: failed ? 0 : Math.round(size),
        taken_at: new Date(takenAt),
        expires_at: new Date(takenAt + (kind === 'full' ? 30 : 7) * day),
      });
    const [main, second] = topologies;
    serial++;
    for (let night = 0; night < 7; night++) {
      const at = midnight - night * day - 22 * hour;
      if (main) {
        add(
          main.topology_id,
          'full',
          at,
          (40 + ((serial * 7 + night) % 9)) * gib,
          cloudId === 'ACM1' && night === 2,
        );
        add(main.topology_id, 'archive_log', at + 12 * hour, (1.5 + (night % 3) * 0.25) * gib);
      }
      if (second && night % 3 === 0)
        add(second.topology_id, 'incremental', at + hour, (3 + (serial % 4)) * gib);
    }
  }
  return list;
}

export async function seedDemoBackups(db: Queryable): Promise<void> {
  await insertBackups(db, demoBackupsAt(Date.now()));
}
