// The analytics routes in the tenant walk. They take an embed token, not a session: each user is walked with
// every token they can get through the dashboard and BI routes (plus one that is no token), against every
// report, dashboard and dataset there is, and a query on every dataset. A token reaches its own item only
// (docs/analytics.md); a query batch answers every query, so its queries on datasets the token's item does
// not reach must each fail.
import { encodeViewState, type DashboardEmbed, type EmbedAction, type EmbedToken } from '@nuvem/api-contract';
import { datasetCatalog } from '../domains/analytics/datasets/dataset-catalog';
import { call } from '../testing/http-calls';
import type { SignedIn } from '../testing/sign-in';
import type { TestApp } from '../testing/test-app';
import type { Operation, WalkRequest } from './walk-requests';
import type { World, WalkUser } from './walk-world';

export interface WalkToken {
  token: string;
  itemId: string;
  /**
   * A dataset item is a create token's (createReport over that dataset); a workspace item a quick create
   * token's (quickCreate: the host's rows as a dataset of its own).
   */
  itemType: 'report' | 'dashboard' | 'paginatedReport' | 'dataset' | 'workspace';
  actions: EmbedAction[];
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    item_type: WalkToken['itemType'];
    actions: EmbedAction[];
  };

/** Every embed token the user gets for the dashboards shared with them and the BI items of their workspaces. */
export async function embedTokensOf(
  t: TestApp,
  who: SignedIn,
  world: World,
  user: WalkUser,
): Promise<WalkToken[]> {
  const tokens: WalkToken[] = [];
  const keep = (itemId: string, token: string) => {
    const { item_type, actions } = claimsOf(token);
    tokens.push({ token, itemId, itemType: item_type, actions });
  };
  for (const [id, grantees] of world.dashboardGrantees) {
    if (!grantees.has(user.id)) continue;
    const res = await call(t, 'GET', `/api/v1/dashboards/${id}/embed`, who);
    if (res.ok) keep(id, ((await res.json()) as DashboardEmbed).token);
  }
  for (const [id, members] of world.itemMembers) {
    if (!members.has(user.id)) continue;
    const res = await call(t, 'POST', `/api/v1/bi/items/${id}/token`, who);
    if (res.ok) keep(id, ((await res.json()) as EmbedToken).token);
  }
  for (const [workspaceId, editors] of world.workspaceEditors) {
    if (!editors.has(user.id)) continue;
    for (const datasetId of world.workspaceDatasets.get(workspaceId) ?? []) {
      const res = await call(
        t,
        'POST',
        `/api/v1/bi/workspaces/${workspaceId}/datasets/${datasetId}/token`,
        who,
      );
      if (res.ok) keep(datasetId, ((await res.json()) as EmbedToken).token);
    }
    const [cloudId] = user.visible;
    if (cloudId === undefined) continue;
    const res = await call(t, 'POST', `/api/v1/bi/workspaces/${workspaceId}/quick-create/token`, who, {
      cloudId,
    });
    if (res.ok) keep(workspaceId, ((await res.json()) as EmbedToken).token);
  }
  return tokens;
}

/** A token that verifies nowhere: every analytics route must refuse it. */
const noToken: WalkToken = {
  token: 'not-an-embed-token',
  itemId: '',
  itemType: 'report',
  actions: ['view', 'edit'],
};

/** One query per dataset, grouped by environment and customer so any foreign row would show its names. */
const datasetQueries = datasetCatalog.map((dataset) => {
  const table = dataset.table.name;
  return {
    datasetId: dataset.id,
    groupBy: [
      { table, column: 'Ambiente' },
      { table, column: 'Cliente' },
    ],
    values: [{ table, measure: dataset.table.measures[0]!.name }],
    filters: [],
  };
});

/** A dataset create config of two rows: what each token tries quick create with. */
const quickConfig = {
  locale: 'pt-BR',
  tableSchemaList: [
    {
      name: 'Passeio',
      columns: [
        { name: 'Nome', dataType: 'Text' },
        { name: 'Valor', dataType: 'Number' },
      ],
    },
  ],
  data: [
    {
      name: 'Passeio',
      rows: [
        ['a', '1'],
        ['b', '2.5'],
      ],
    },
  ],
};

/** The catalog's datasets a token reaches (a quick create token's own datasets are none of them). */
function reaches(world: World, token: WalkToken): Set<string> {
  if (token === noToken || token.itemType === 'workspace') return new Set();
  if (token.itemType === 'dataset') return new Set([token.itemId]);
  if (token.itemType === 'paginatedReport') {
    const datasetId = world.contentPaginated.get(token.itemId);
    return new Set(datasetId ? [datasetId] : []);
  }
  if (token.itemType === 'report') {
    const body = world.contentReports.get(token.itemId);
    return new Set(body ? [body.datasetId] : []);
  }
  return world.contentDashboards.get(token.itemId) ?? new Set();
}

export function expandEmbedded(world: World, op: Operation, userTokens: readonly WalkToken[]): WalkRequest[] {
  const tokens = [...userTokens, noToken];
  const headers = (token: WalkToken) => ({ authorization: `EmbedToken ${token.token}` });
  const isReport = (token: WalkToken, id: string) =>
    token !== noToken && token.itemType === 'report' && token.itemId === id;
  const reports = [...world.contentReports];
  const route = `${op.method} ${op.path}`;
  switch (route) {
    case 'GET /api/v1/analytics/dashboards/{dashboardId}':
      return tokens.flatMap((token) =>
        [...world.contentDashboards.keys()].map((id) => ({
          method: op.method,
          url: `/api/v1/analytics/dashboards/${id}`,
          headers: headers(token),
          allowed: token !== noToken && token.itemType === 'dashboard' && token.itemId === id,
        })),
      );
    case 'GET /api/v1/analytics/datasets/{datasetId}':
      return tokens.flatMap((token) =>
        datasetCatalog.map(({ id }) => ({
          method: op.method,
          url: `/api/v1/analytics/datasets/${id}`,
          headers: headers(token),
          allowed: reaches(world, token).has(id),
        })),
      );
    case 'POST /api/v1/analytics/query':
      return tokens.map((token) => ({
        method: op.method,
        url: '/api/v1/analytics/query',
        headers: headers(token),
        body: { queries: datasetQueries },
        allowed: token !== noToken,
        entriesAllowed: datasetQueries.map((q) => reaches(world, token).has(q.datasetId)),
      }));
    case 'GET /api/v1/analytics/reports/{reportId}':
    case 'GET /api/v1/analytics/reports/{reportId}/user-state':
    case 'DELETE /api/v1/analytics/reports/{reportId}/user-state':
      return tokens.flatMap((token) =>
        reports.map(([id]) => ({
          method: op.method,
          url: op.path.replace('{reportId}', id),
          headers: headers(token),
          allowed: isReport(token, id),
        })),
      );
    case 'PUT /api/v1/analytics/reports/{reportId}/user-state':
      return tokens.flatMap((token) =>
        reports.map(([id, body]) => ({
          method: op.method,
          url: op.path.replace('{reportId}', id),
          headers: headers(token),
          body: {
            state: encodeViewState({
              version: 1,
              activePage: body.pages[0]!.name,
              filters: { report: [], pages: {}, visuals: {} },
              slicers: {},
            }),
          },
          allowed: isReport(token, id),
        })),
      );
    case 'PUT /api/v1/analytics/reports/{reportId}':
    case 'POST /api/v1/analytics/reports/{reportId}/copies':
      return tokens.flatMap((token) =>
        reports.map(([id, body]) => ({
          method: op.method,
          url: op.path.replace('{reportId}', id),
          headers: headers(token),
          // Its own body: saving it changes nothing; a copy lands in the token's workspace.
          body: op.method === 'PUT' ? body : { name: 'Cópia do passeio', report: body },
          allowed: isReport(token, id) && token.actions.includes('edit'),
        })),
      );
    case 'GET /api/v1/analytics/paginated-reports/{reportId}':
      return tokens.flatMap((token) =>
        [...world.contentPaginated.keys(), ...reports.map(([id]) => id)].map((id) => ({
          method: op.method,
          url: `/api/v1/analytics/paginated-reports/${id}`,
          headers: headers(token),
          allowed: token !== noToken && token.itemType === 'paginatedReport' && token.itemId === id,
        })),
      );
    case 'POST /api/v1/analytics/datasets/{datasetId}/reports':
      // A report of the demo content over each dataset, saved as a new report: only its create token may.
      return tokens.flatMap((token) =>
        datasetCatalog.flatMap(({ id }) => {
          const body = reports.find(([, report]) => report.datasetId === id)?.[1];
          return body
            ? [
                {
                  method: op.method,
                  url: `/api/v1/analytics/datasets/${id}/reports`,
                  headers: headers(token),
                  body: { name: 'Relatório do passeio', report: body },
                  allowed:
                    token !== noToken &&
                    token.itemType === 'dataset' &&
                    token.itemId === id &&
                    token.actions.includes('create'),
                },
              ]
            : [];
        }),
      );
    case 'POST /api/v1/analytics/quick-datasets':
      return tokens.map((token) => ({
        method: op.method,
        url: '/api/v1/analytics/quick-datasets',
        headers: headers(token),
        body: quickConfig,
        allowed: token !== noToken && token.itemType === 'workspace' && token.actions.includes('create'),
      }));
    default:
      throw new Error(`the tenant walk does not know how to walk ${route} with embed tokens; add it`);
  }
}
