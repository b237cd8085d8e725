import type {
  DatasetCreateConfig,
  Filter,
  QueryBatchResult,
  QueryResult,
  ReportDefinition,
  VisualQuery,
} from '@nuvem/api-contract';
import { fieldKey } from '@nuvem/api-contract/paths';
import {
  consumptionRows,
  dashboardContent,
  DASHBOARD_ID,
  dataset,
  PAGINATED_ID,
  paginatedContent,
  REPORT_ID,
  reportContent,
} from './demoContent';

export const HOST_ORIGIN = 'https://host.example';
/** The dataset the fake makes of any quick create config. */
export const QUICK_DATASET_ID = 'quick-00000000-0000-4000-8000-000000000001';

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

type Row = (typeof consumptionRows)[number];

function matches(row: Row, filter: Filter): boolean {
  if (filter.filterType !== 1 || Array.isArray(filter.target) || !('column' in filter.target)) return true;
  const value = row[filter.target.column as keyof Row];
  if (filter.operator === 'In') return filter.values.includes(value);
  if (filter.operator === 'NotIn') return !filter.values.includes(value);
  return true;
}

/** A tiny stand-in for the API's query planner: basic filters, grouping, a sum per measure, sort and limit. */
export function evaluate(query: VisualQuery): QueryResult {
  const rows = consumptionRows.filter((row) => query.filters.every((filter) => matches(row, filter)));
  const groups = new Map<string, { keys: (string | number)[]; sum: number }>();
  for (const row of rows) {
    const keys = query.groupBy.map((field) => ('column' in field ? row[field.column as keyof Row] : ''));
    const key = JSON.stringify(keys);
    const group = groups.get(key) ?? { keys, sum: 0 };
    group.sum += row.Custo;
    groups.set(key, group);
  }
  let out = [...groups.values()].map((group) => [...group.keys, ...query.values.map(() => group.sum)]);
  const order = query.orderBy?.[0];
  if (order) {
    const index = [...query.groupBy, ...query.values].findIndex(
      (field) => fieldKey(field) === fieldKey(order.field),
    );
    if (index >= 0)
      out = out.sort((a, b) => {
        const compare = String(a[index]).localeCompare(String(b[index]), 'en', { numeric: true });
        return order.direction === 'Ascending' ? compare : -compare;
      });
  }
  const totalRows = out.length;
  if (query.limit !== undefined) out = out.slice(0, query.limit);
  const table = dataset.tables[0]!;
  return {
    columns: [...query.groupBy, ...query.values].map((field) => {
      const column =
        'column' in field ? table.columns.find((candidate) => candidate.name === field.column) : undefined;
      return {
        field,
        name: 'measure' in field ? field.measure : 'column' in field ? field.column : field.hierarchyLevel,
        dataType: column?.dataType ?? 'number',
        format: column?.format ?? 'currency',
      };
    }),
    rows: out,
    totalRows,
    truncated: out.length < totalRows,
  };
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The API's answer to a save as or a creation: the new report, its embed URL and its token. */
const savedReport = (id: string, body: unknown, token: string) => ({
  id,
  name: (body as { name: string }).name,
  embedUrl: `https://frame.example/reportEmbed?reportId=${id}`,
  token,
  expiration: '2030-01-01T00:00:00Z',
});

const failure = (status: number, code: string, vars: string[] = []) =>
  json(status, {
    error_code: code,
    error_vars: vars,
    error_title: 'Erro',
    error_type: 'error',
    error_message: code,
  });

/**
 * A fake analytics API for the frame's tests: the contract's endpoints over the demo content, embed tokens
 * checked (`expired` ones answer 401 embed_token_expired), every call recorded.
 */
export function fakeAnalyticsApi(
  options: { origins?: string[]; actions?: ('view' | 'edit')[]; report?: ReportDefinition } = {},
) {
  const calls: RecordedCall[] = [];
  const valid = new Set(['token-1']);
  const expired = new Set<string>();
  let queryGate: Promise<void> = Promise.resolve();
  const api = {
    calls,
    valid,
    expired,
    /** Holds every query answer until the returned function is called. */
    holdQueries(): () => void {
      let release = () => {};
      queryGate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    queries: () =>
      calls
        .filter((call) => call.path === '/api/v1/analytics/query')
        .flatMap((call) => (call.body as { queries: VisualQuery[] }).queries),
    fetch: async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
      const url = new URL(String(input), 'https://frame.example');
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, authorization: headers.get('authorization'), body });
      const path = url.pathname;
      if (path === '/api/v1/analytics/embed-origins')
        return json(200, { origins: options.origins ?? [HOST_ORIGIN] });
      const token = headers.get('authorization')?.replace(/^EmbedToken /, '') ?? '';
      if (expired.has(token)) return failure(401, 'embed_token_expired');
      if (!valid.has(token)) return failure(401, 'embed_token_invalid');
      if (path === `/api/v1/analytics/reports/${REPORT_ID}` && method === 'GET')
        return json(200, reportContent(options.actions, options.report));
      // Saving the demo report, or a report saved as or created (their ids below).
      if (path.startsWith('/api/v1/analytics/reports/') && method === 'PUT') return json(204, undefined);
      if (path === `/api/v1/analytics/reports/${REPORT_ID}/copies`)
        return json(201, savedReport('33333333-3333-4333-8333-333333333333', body, 'token-copy'));
      if (path.endsWith('/user-state')) return json(204, undefined);
      if (path === `/api/v1/analytics/dashboards/${DASHBOARD_ID}`) return json(200, dashboardContent);
      if (path === `/api/v1/analytics/paginated-reports/${PAGINATED_ID}`) return json(200, paginatedContent);
      if (path === '/api/v1/analytics/quick-datasets' && method === 'POST') {
        // The demo dataset stands for the one the API makes of the config; a Binary column is refused as the
        // API refuses it.
        const columns = (body as DatasetCreateConfig).tableSchemaList?.[0]?.columns ?? [];
        const binary = columns.find((column) => column.dataType === 'Binary');
        if (binary)
          return failure(400, 'analytics_quick_create_invalid', ['unknownType', binary.name, 'Binary']);
        return json(201, { ...dataset, id: QUICK_DATASET_ID });
      }
      if (
        (path === `/api/v1/analytics/datasets/${dataset.id}/reports` ||
          path === `/api/v1/analytics/datasets/${QUICK_DATASET_ID}/reports`) &&
        method === 'POST'
      )
        return json(201, savedReport('44444444-4444-4444-8444-444444444444', body, 'token-created'));
      if (path === `/api/v1/analytics/datasets/${dataset.id}`) return json(200, dataset);
      if (path === '/api/v1/analytics/query') {
        await queryGate;
        const { queries } = body as { queries: VisualQuery[] };
        const results: QueryBatchResult['results'] = queries.map((query) => ({
          ok: true,
          result: evaluate(query),
        }));
        return json(200, { results });
      }
      return failure(404, 'analytics_item_not_found');
    },
  };
  valid.add('token-copy');
  valid.add('token-created');
  return api;
}
