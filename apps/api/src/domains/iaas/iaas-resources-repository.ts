// IaaS resources of an environment. Every read names the environment, so a resource is only ever found
// through the environment it belongs to.
import type {
  CollectionFilterToken,
  CollectionSort,
  IaasResourceKind,
  IaasResourceState,
} from '@nuvem/api-contract';
import type { Queryable, SqlParam } from '../../db/database';

export interface IaasResourceRow {
  resource_id: string;
  name: string;
  kind: IaasResourceKind;
  provider: string;
  region: string;
  state: IaasResourceState;
  vcpus: number | null;
  memory_gb: number | null;
  size_gb: number | null;
  cidr: string | null;
  address: string | null;
  attached_to: string | null;
  created_at: Date;
}

/** What a virtual machine is built of (migration 0023); other kinds have none of it. */
export interface IaasMachineParts {
  size_sku: string | null;
  image_id: string | null;
  private_address: string | null;
  /** The network it is in, by resource_id. */
  network_id: string | null;
  tags: Record<string, string>;
}

/** A resource to insert (demo seed, tests), in the environment with this cloud_id. */
export interface NewIaasResource extends Omit<IaasResourceRow, 'created_at'>, Partial<IaasMachineParts> {
  cloud_id: string;
  /** When it was created; now when absent. */
  created_at?: Date;
}

/** The columns of an IaasResourceRow, from iaas_resources as r. */
export const iaasResourceColumns = `r.resource_id, r.name, r.kind, r.provider, r.region, r.state, r.vcpus, r.memory_gb,
  r.size_gb, r.cidr::text AS cidr, host(r.address) AS address, r.attached_to, r.created_at`;

const KIND_ORDER = `array_position(ARRAY['virtual_machine','volume','network','public_ip'], r.kind)`;

/** The columns a filter or sort may name (the contract's fields); never text from the request. */
const COLUMN: Record<string, string> = {
  name: 'r.name',
  resource_id: 'r.resource_id',
  kind: 'r.kind',
  region: 'r.region',
  state: 'r.state',
  provider: 'r.provider',
  created_at: 'r.created_at',
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface IaasResourcePageQuery {
  filter: readonly CollectionFilterToken[];
  sort: CollectionSort | null;
  page: number;
  pageSize: number;
}

/** Columns whose values the schema's CHECKs keep lower-case: compared as they are, so an index serves them. */
const LOWER_CASE_COLUMNS = new Set(['kind', 'state']);

/** A statement's parameters as they are added: each `param(value)` answers its placeholder ($n). */
export function parametersFrom(values: SqlParam[]) {
  return (value: SqlParam) => {
    values.push(value);
    return `$${values.length}`;
  };
}

/**
 * The WHERE of a filter over the resources of the environment `environmentSql` (every token must hold;
 * equality case-insensitive, contains as ILIKE; free text in name or resource_id through search_text, migration
 * 0033), its parameters added to `values`. The fields were checked against the contract's lists by the service.
 */
function whereOf(environmentSql: string, values: SqlParam[], filter: readonly CollectionFilterToken[]) {
  const param = parametersFrom(values);
  // With a text to find, the trigram index finds the few matches and the environment filters them: compared
  // as text, the environment is no index condition, so the saved plan no longer reads the environment's whole
  // index (10,000 entries for 10,000 machines) on every request to intersect it with those few.
  const searched = filter.some((token) => token.field === '');
  const conditions = [
    searched ? `r.environment_id::text = (${environmentSql})::text` : `r.environment_id = ${environmentSql}`,
  ];
  for (const token of filter) {
    if (token.field === '') {
      // The text reaches the planner as a subquery's answer, unknown to every plan alike: the statement's
      // saved plan (the trigram index, then the page sorted) serves every text. Known, each text was planned
      // anew, which cost more than running it, and a text misjudged as common walked the name index through
      // all 10,000 machines.
      conditions.push(`r.search_text LIKE (SELECT lower(${param(likePattern(token.value))}))`);
      continue;
    }
    const column = COLUMN[token.field]!;
    const condition =
      token.operator === '=' || token.operator === '!='
        ? LOWER_CASE_COLUMNS.has(token.field)
          ? `${column} = lower(${param(token.value)})`
          : `lower(${column}) = lower(${param(token.value)})`
        : `${column} ILIKE ${param(likePattern(token.value))}`;
    conditions.push(token.operator.startsWith('!') ? `NOT (${condition})` : condition);
  }
  return conditions.join(' AND ');
}

/** Whether the filter keeps a single kind (kind=…), so ordering by kind orders nothing. */
const oneKind = (filter: readonly CollectionFilterToken[]) =>
  filter.some((token) => token.field === 'kind' && token.operator === '=');

/** A resource of the page `p` as the API answers it, built by PostgreSQL: created_at as toISOString() writes it. */
const resourceJson = `json_build_object('resource_id', p.resource_id, 'name', p.name, 'kind', p.kind,
  'provider', p.provider, 'region', p.region, 'state', p.state, 'vcpus', p.vcpus, 'memory_gb', p.memory_gb,
  'size_gb', p.size_gb, 'cidr', p.cidr::text, 'address', host(p.address), 'attached_to', p.attached_to,
  'created_at', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/**
 * SQL: one page of the resources of the environment `environmentSql` matching the filter, in the order asked
 * (by kind then name when none; resource_id breaks ties), as a JSON array in text, its parameters added to
 * `values`. One text rather than rows of fields: reading a row's fields one by one was most of the page's
 * cost on PGlite. With one kind chosen, name order is read from an index (migration 0030) and the scan stops
 * at the page's last row; the total is counted apart (countIaasResourcesMatching).
 */
export function iaasResourcePageJsonSql(
  environmentSql: string,
  values: SqlParam[],
  query: IaasResourcePageQuery,
): string {
  const where = whereOf(environmentSql, values, query.filter);
  const param = parametersFrom(values);
  const direction = query.sort?.direction === 'desc' ? 'DESC' : 'ASC';
  const byKind = oneKind(query.filter) ? '' : `${KIND_ORDER}, `;
  const order = !query.sort
    ? `${byKind}r.name COLLATE "C"`
    : query.sort.field === 'kind'
      ? `${byKind ? `${KIND_ORDER} ${direction}, ` : ''}r.name COLLATE "C"`
      : query.sort.field === 'created_at'
        ? `r.created_at ${direction}`
        : `${COLUMN[query.sort.field]!} COLLATE "C" ${direction}`;
  const limit = param(query.pageSize);
  const offset = param((query.page - 1) * query.pageSize);
  // The JSON is built for the page's rows only (in the select list of the sorted query it was built for every
  // match before the sort); json_agg keeps the order of the sorted subquery it reads.
  return `(SELECT coalesce(json_agg(${resourceJson}), '[]')::text
           FROM (SELECT r.*
                 FROM iaas_resources r
                 WHERE ${where}
                 ORDER BY ${order}, r.resource_id COLLATE "C"
                 LIMIT ${limit} OFFSET ${offset}) p)`;
}

/** How many of the environment's resources match the filter, over every page. */
export async function countIaasResourcesMatching(
  db: Queryable,
  environmentId: string,
  filter: readonly CollectionFilterToken[],
): Promise<number> {
  const values: SqlParam[] = [environmentId];
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM iaas_resources r WHERE ${whereOf('$1', values, filter)}`,
    values,
  );
  return row?.total ?? 0;
}

export interface IaasResourceCounts {
  kind: IaasResourceKind;
  region: string;
  in_error: boolean;
  count: number;
}

/** The environment's resources counted by kind, region and whether in error: the summary above the list. */
export function countIaasResourcesOfEnvironment(
  db: Queryable,
  environmentId: string,
): Promise<IaasResourceCounts[]> {
  return db.query<IaasResourceCounts>(
    `SELECT r.kind, r.region, r.state = 'error' AS in_error, count(*)::int AS count
     FROM iaas_resources r
     WHERE r.environment_id = $1
     GROUP BY r.kind, r.region, r.state = 'error'`,
    [environmentId],
  );
}

/** Inserts a batch in one statement, whatever its size; rows of unknown cloud_ids are skipped. */
export async function insertIaasResources(
  db: Queryable,
  resources: readonly NewIaasResource[],
): Promise<void> {
  if (resources.length === 0) return;
  // Text arrays throughout; '' stands for NULL (nullif below).
  const text = <K extends keyof NewIaasResource>(key: K) =>
    resources.map((r) => (r[key] === null || r[key] === undefined ? '' : String(r[key])));
  await db.query(
    `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, vcpus,
                                 memory_gb, size_gb, cidr, address, attached_to, created_at, size_sku, image_id,
                                 private_address, network_id, tags)
     SELECT r.resource_id, e.id, r.kind, r.name, r.provider, r.region, r.state, nullif(r.vcpus, '')::int,
            nullif(r.memory_gb, '')::int, nullif(r.size_gb, '')::int, nullif(r.cidr, '')::cidr,
            nullif(r.address, '')::inet, nullif(r.attached_to, ''),
            coalesce(nullif(r.created_at, '')::timestamptz, now()), nullif(r.size_sku, ''),
            nullif(r.image_id, ''), nullif(r.private_address, '')::inet, nullif(r.network_id, ''),
            coalesce(nullif(r.tags, ''), '{}')::jsonb
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                 $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[],
                 $16::text[], $17::text[], $18::text[], $19::text[])
          AS r(resource_id, cloud_id, kind, name, provider, region, state, vcpus, memory_gb, size_gb, cidr,
               address, attached_to, created_at, size_sku, image_id, private_address, network_id, tags)
     JOIN customer_environments e ON e.cloud_id = r.cloud_id`,
    [
      text('resource_id'),
      text('cloud_id'),
      text('kind'),
      text('name'),
      text('provider'),
      text('region'),
      text('state'),
      text('vcpus'),
      text('memory_gb'),
      text('size_gb'),
      text('cidr'),
      text('address'),
      text('attached_to'),
      resources.map((r) => r.created_at?.toISOString() ?? ''),
      text('size_sku'),
      text('image_id'),
      text('private_address'),
      text('network_id'),
      resources.map((r) => (r.tags ? JSON.stringify(r.tags) : '')),
    ],
  );
}

/** The resource's name when the environment holds a resource with this resource_id. */
export async function findIaasResourceName(
  db: Queryable,
  environmentId: string,
  resourceId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>(
    'SELECT name FROM iaas_resources WHERE environment_id = $1 AND resource_id = $2',
    [environmentId, resourceId],
  );
  return row?.name;
}
