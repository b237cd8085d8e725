// What must never appear in an answer to a given user: the identifying values of every environment they may
// not see, the emails of customers they share no environment with, other users' stream channels and mail
// ids, the ids and subjects of support tickets, the IaaS resources and backups of environments they may not see, and
// the ids of dashboards, BI items and workspaces not granted to them.
import type { World, WalkUser } from './walk-world';

export interface Marker {
  what: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Whole-token match, so GLX01 does not flag GLX010 and 'Globex Filial 1' does not flag 'Filial 10'. */
const token = (text: string) => new RegExp(`(?<![\\w])${escape(text)}(?![\\w])`);

export function markersFor(world: World, user: WalkUser): Marker[] {
  const markers: Marker[] = [];
  for (const env of world.environments) {
    if (user.visible.has(env.cloud_id)) continue;
    for (const field of ['cloud_id', 't_code', 'corporate_name', 'federal_id'] as const)
      markers.push({ what: `${field} of ${env.cloud_id}`, pattern: token(env[field]) });
  }
  for (const other of world.users) {
    if (other === user) continue;
    markers.push({ what: `stream channel of ${other.email}`, pattern: token(other.streamChannel) });
    const sharesAnEnvironment = [...other.visible].some((id) => user.visible.has(id));
    if (!user.seesAll && other.kind !== 'staff' && !sharesAnEnvironment)
      markers.push({ what: `email of ${other.email}`, pattern: token(other.email) });
  }
  const notMine = (owners: Map<string, Set<string>>, what: string) => {
    for (const [id, users] of owners)
      if (!users.has(user.id)) markers.push({ what: `${what} ${id}`, pattern: token(id) });
  };
  for (const [id, owner] of world.mailOwner)
    if (owner !== user.id) markers.push({ what: `mail ${id}`, pattern: token(id) });
  for (const ticket of world.tickets)
    if (!user.visible.has(ticket.cloudId)) {
      markers.push({ what: `ticket ${ticket.number} of ${ticket.cloudId}`, pattern: token(ticket.id) });
      markers.push({ what: `subject of ticket ${ticket.number}`, pattern: token(ticket.subject) });
    }
  for (const resource of world.iaasResources)
    if (!user.visible.has(resource.cloudId))
      markers.push({ what: `IaaS resource ${resource.resourceId}`, pattern: token(resource.resourceId) });
  for (const backup of world.backups)
    if (!user.visible.has(backup.cloudId))
      markers.push({ what: `backup ${backup.backupId}`, pattern: token(backup.backupId) });
  notMine(world.dashboardGrantees, 'dashboard');
  notMine(world.itemMembers, 'BI item');
  notMine(world.workspaceMembers, 'BI workspace');
  return markers;
}

/** The markers found in a response body. */
export function leaksIn(body: string, markers: Marker[]): string[] {
  return markers.filter((m) => m.pattern.test(body)).map((m) => m.what);
}
