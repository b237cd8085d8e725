// An environment's IaaS resources (portal spec §2.6 IaaS › resources): for users holding the IaaS permission
// (403 forbidden otherwise), whose IaaS account is not being cancelled (spec §6: the menu hides the resources
// while it is; the API refuses them too, 403 iaas_cancelling), in an environment they may see (404 otherwise,
// unknown or not theirs alike). Both refusals depend on the user alone, so they tell nothing of environments.
import {
  iaasFeature,
  iaasResourceFilterFields,
  iaasResourceKinds,
  iaasResourceSortFields,
  parseFilterToken,
  parseSort,
  type CollectionFilterToken,
  type IaasResource,
  type IaasResourceList,
  type IaasResourceListQuery,
  type IaasResourceSummary,
} from '@nuvem/api-contract';
import { forbiddenWithout, visibleOr404 } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { keptCount } from './iaas-counts-cache';
import { keepIaasScope, knownIaasScope } from './iaas-scope-cache';
import { findIaasScope, readInKnownScope, type ScopedTextSql } from './iaas-scope-repository';
import {
  countIaasResourcesMatching,
  countIaasResourcesOfEnvironment,
  iaasResourcePageJsonSql,
  type IaasResourceCounts,
  type IaasResourceRow,
} from './iaas-resources-repository';
import type { Principal } from '../session/session-service';

export const iaasCancellingError = () =>
  new ApiError(
    403,
    'iaas_cancelling',
    'The IaaS account is being cancelled: its resources are not shown and nothing in it can be changed.',
  );

export function iaasResourceOf(row: IaasResourceRow): IaasResource {
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * The environment an IaaS request works in and its resource version, from one statement (iaas-scope-repository):
 * 403 iaas_cancelling while the user's IaaS account is being cancelled (when `refuseCancelling`: spec §6, its
 * resources hidden and writes refused), 403 without the IaaS permission, 404 for an environment the user may
 * not see; checked in that order, so the refusals that depend on the user alone tell nothing of environments.
 */
async function iaasScopeOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  refuseCancelling: boolean,
  also?: ScopedTextSql,
) {
  // A scope known to allow this request is read again only if access has changed since (iaas-scope-cache.ts).
  const known = also ? knownIaasScope(db, principal.userId, cloudId) : undefined;
  if (also && known?.environment && known.holds && !(refuseCancelling && known.cancelling)) {
    const read = await readInKnownScope(db, known.environment.id, also);
    if (read.accessVersion === known.accessVersion)
      return { ...known, ...read, environment: known.environment };
  }
  const scope = await findIaasScope(db, principal.userId, cloudId, [iaasFeature], also);
  if (also && scope) keepIaasScope(db, principal.userId, cloudId, scope);
  if (refuseCancelling && scope?.cancelling) throw iaasCancellingError();
  if (!scope?.holds) throw forbiddenWithout([iaasFeature]);
  return { ...scope, environment: visibleOr404(scope.environment, cloudId) };
}

/**
 * The environment an IaaS read that is no resource works in (a saved estimate, the account's contract): 403
 * without the IaaS permission, 404 for an environment the user may not see.
 */
export async function iaasAccountEnvironmentOf(db: Queryable, principal: Principal, cloudId: string) {
  return (await iaasScopeOf(db, principal, cloudId, false)).environment;
}

/**
 * The environment an IaaS resource route or any IaaS write works in: as iaasAccountEnvironmentOf, and 403
 * iaas_cancelling while the user's IaaS account is being cancelled (spec §6: its resources hidden, writes refused).
 */
export async function iaasEnvironmentOf(db: Queryable, principal: Principal, cloudId: string) {
  return (await iaasScopeOf(db, principal, cloudId, true)).environment;
}

const invalid = (message: string, where: string) =>
  new ApiError(400, 'validation_failed', `Invalid request: ${message}`, [where]);

/** The query's filter tokens, each on a field the list filters on. */
function filterOf(written: readonly string[] | undefined): CollectionFilterToken[] {
  return (written ?? []).map((text) => {
    const token = parseFilterToken(text);
    if (!token)
      throw invalid(
        `filter ${text} is not field=value, field!=value, field:text, field!:text or :text.`,
        'filter',
      );
    if (token.field !== '' && !(iaasResourceFilterFields as readonly string[]).includes(token.field))
      throw invalid(`filter on ${token.field}; use one of ${iaasResourceFilterFields.join(', ')}.`, 'filter');
    return token;
  });
}

function summaryOf(counts: readonly IaasResourceCounts[]): IaasResourceSummary {
  const byKind = Object.fromEntries(
    iaasResourceKinds.map((kind) => [kind, 0]),
  ) as IaasResourceSummary['by_kind'];
  let inError = 0;
  for (const c of counts) {
    byKind[c.kind] += c.count;
    if (c.in_error) inError += c.count;
  }
  return { by_kind: byKind, in_error: inError, regions: [...new Set(counts.map((c) => c.region))].sort() };
}

/**
 * One page of the environment's resources matching the filter (issue 30: the lists are server-paged), and
 * the summary of the whole environment the screen shows above it.
 */
export async function listIaasResources(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  query: IaasResourceListQuery = {},
): Promise<IaasResourceList> {
  const filter = filterOf(query.filter);
  const sort = parseSort(query.sort);
  if (sort && !(iaasResourceSortFields as readonly string[]).includes(sort.field))
    throw invalid(`sort by ${sort.field}; use one of ${iaasResourceSortFields.join(', ')}.`, 'sort');
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  // The page is read with the scope, in one statement; the version too, before anything is counted: a count
  // taken after a change is never kept under the version before it.
  const scope = await iaasScopeOf(db, principal, cloudId, true, (environmentSql, values) =>
    iaasResourcePageJsonSql(environmentSql, values, { filter, sort, page, pageSize }),
  );
  const { environment } = scope;
  const resources = JSON.parse(scope.also!) as IaasResource[];
  const kept = `${environment.id}@${scope.resourceVersion}`;
  const [counts, total] = await Promise.all([
    keptCount(db, `${kept} summary`, () => countIaasResourcesOfEnvironment(db, environment.id)),
    // A first page that is not full holds every match; otherwise they are counted (and kept).
    page === 1 && resources.length < pageSize
      ? resources.length
      : keptCount(db, `${kept} ${JSON.stringify(filter)}`, () =>
          countIaasResourcesMatching(db, environment.id, filter),
        ),
  ]);
  return {
    cloud_id: environment.cloud_id,
    resources,
    total,
    page,
    page_size: pageSize,
    summary: summaryOf(counts),
  };
}
