// The user's preferences by namespace (spec §3, §7), global or for one customer (ccode = the t_code of an
// environment the user may see). Favorite dashboards also change one at a time, and an opened insight moves
// to the front of the recent ones, each change one statement.
import {
  maxFavoriteInsights,
  maxRecentInsights,
  type Preference,
  type PreferenceDataOf,
  type PreferenceNamespace,
} from '@nuvem/api-contract';
import { environmentByTCode } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { insertAuditEvent } from '../audit/audit-events-repository';
import {
  addPreferenceItem,
  findPreference,
  movePreferenceItemToFront,
  removePreferenceItem,
  savePreference,
  type PreferenceKey,
  type PreferenceRow,
} from './user-preferences-repository';
import type { Principal } from '../session/session-service';

async function keyOf(
  db: Queryable,
  principal: Principal,
  namespace: PreferenceNamespace,
  ccode: string | undefined,
): Promise<PreferenceKey> {
  const customer = ccode === undefined ? '' : (await environmentByTCode(db, principal, ccode)).t_code;
  return { userId: principal.userId, namespace, ccode: customer };
}

function toPreference<N extends PreferenceNamespace>(
  namespace: N,
  key: PreferenceKey,
  row: PreferenceRow | undefined,
): Preference<N> {
  return {
    success: true,
    data: {
      namespace,
      ccode: key.ccode === '' ? null : key.ccode,
      // Only what the namespace's schema accepted was ever stored.
      data: (row?.data ?? []) as PreferenceDataOf[N],
      updated_at: row?.updated_at.toISOString() ?? null,
    },
  };
}

export async function getPreference<N extends PreferenceNamespace>(
  db: Queryable,
  principal: Principal,
  namespace: N,
  ccode: string | undefined,
): Promise<Preference<N>> {
  const key = await keyOf(db, principal, namespace, ccode);
  return toPreference(namespace, key, await findPreference(db, key));
}

/**
 * Replaces the namespace's whole list (already checked against its schema by the route), and writes the change
 * to the audit log (settings.change, with the list before and after) in the same transaction. Preferences are
 * the user's own, per customer at most, so the event names no environment.
 */
export async function putPreference<N extends PreferenceNamespace>(
  db: Database,
  principal: Principal,
  namespace: N,
  data: PreferenceDataOf[N],
  ccode: string | undefined,
): Promise<Preference<N>> {
  if (namespace === 'notes')
    assertUniqueIds(
      (data as PreferenceDataOf['notes']).map((n) => n.id),
      'note id',
    );
  if (namespace === 'lists')
    assertUniqueIds(
      (data as PreferenceDataOf['lists']).map((l) => l.list),
      'list',
    );
  const key = await keyOf(db, principal, namespace, ccode);
  const saved = await db.transaction(async (tx) => {
    const before = await findPreference(tx, key);
    const after = await savePreference(tx, key, data);
    await insertAuditEvent(tx, {
      actorUserId: principal.userId,
      action: 'settings.change',
      subjectUserId: principal.userId,
      details: { namespace, ccode: key.ccode === '' ? null : key.ccode },
      before: before?.data ?? null,
      after: after.data,
    });
    return after;
  });
  return toPreference(namespace, key, saved);
}

function assertUniqueIds(ids: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id))
      throw new ApiError(400, 'validation_failed', `Invalid request: ${what} ${id} is repeated.`, ['data']);
    seen.add(id);
  }
}

export async function addFavoriteInsight(
  db: Queryable,
  principal: Principal,
  dashboardId: string,
  ccode: string | undefined,
): Promise<Preference<'FavoriteInsights'>> {
  const key = await keyOf(db, principal, 'FavoriteInsights', ccode);
  const row = await addPreferenceItem(db, key, dashboardId, maxFavoriteInsights);
  if (!row)
    throw new ApiError(
      400,
      'favorites_limit_reached',
      `At most ${maxFavoriteInsights} favorite dashboards.`,
      [String(maxFavoriteInsights)],
    );
  return toPreference('FavoriteInsights', key, row);
}

export async function removeFavoriteInsight(
  db: Queryable,
  principal: Principal,
  dashboardId: string,
  ccode: string | undefined,
): Promise<Preference<'FavoriteInsights'>> {
  const key = await keyOf(db, principal, 'FavoriteInsights', ccode);
  return toPreference('FavoriteInsights', key, await removePreferenceItem(db, key, dashboardId));
}

/** "Opened now": the item goes to the front of the recent insights, which keep the last maxRecentInsights. */
export async function touchRecentInsight(
  db: Queryable,
  principal: Principal,
  itemId: string,
  ccode: string | undefined,
): Promise<Preference<'RecentInsights'>> {
  const key = await keyOf(db, principal, 'RecentInsights', ccode);
  return toPreference(
    'RecentInsights',
    key,
    await movePreferenceItemToFront(db, key, itemId, maxRecentInsights),
  );
}
