import type {
  DashboardContent,
  Dataset,
  DatasetCreateConfig,
  EmbedOrigins,
  PaginatedReportContent,
  Endpoint,
  QueryBatch,
  QueryBatchResult,
  ReportBody,
  ReportContent,
  SaveReportAs,
  SavedReportCopy,
  UserState,
} from '@nuvem/api-contract';
import { analyticsEndpoints, embedTokenScheme, fillPath } from '@nuvem/api-contract/paths';
import { AnalyticsApiError, EMBED_TOKEN_EXPIRED } from './analyticsApiError';
import type { EmbedTokenSource } from './embedToken';

/** The analytics API as the frame uses it: every call but embedOrigins carries the embed token. */
export interface AnalyticsApi {
  embedOrigins(): Promise<string[]>;
  report(reportId: string): Promise<ReportContent>;
  saveReport(reportId: string, body: ReportBody): Promise<void>;
  saveReportAs(reportId: string, body: SaveReportAs): Promise<SavedReportCopy>;
  /** Saves a report authored over a dataset (a create token's) as a new report. */
  createReport(datasetId: string, body: SaveReportAs): Promise<SavedReportCopy>;
  saveUserState(reportId: string, state: UserState): Promise<void>;
  deleteUserState(reportId: string): Promise<void>;
  dashboard(dashboardId: string): Promise<DashboardContent>;
  paginatedReport(reportId: string): Promise<PaginatedReportContent>;
  dataset(datasetId: string): Promise<Dataset>;
  /** Quick create: the host's data as a dataset of the token's environment. */
  createQuickDataset(config: DatasetCreateConfig): Promise<Dataset>;
  query(batch: QueryBatch): Promise<QueryBatchResult>;
}

export interface AnalyticsApiOptions {
  /** Prepended to the endpoints' paths ('/api/v1/…'); the frame's own origin when empty (its server proxies /api). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * The one API client of the frame. A call the API refuses with 401 `embed_token_expired` waits for a fresh
 * token from `tokens` and is sent again, as many times as it takes; every other failure rejects with an
 * AnalyticsApiError carrying the API's error_code. The token goes in the Authorization header only.
 */
export function createAnalyticsApi(tokens: EmbedTokenSource | null, options: AnalyticsApiOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(endpoint: Endpoint, params: Record<string, string>, body: unknown, token?: string) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token !== undefined) headers.authorization = `${embedTokenScheme} ${token}`;
    return fetchImpl(`${baseUrl}${fillPath(endpoint.path, params)}`, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function call<T>(
    endpoint: Endpoint,
    params: Record<string, string> = {},
    body?: unknown,
  ): Promise<T> {
    if (!tokens) throw new Error('no embed token');
    let token = await tokens.current();
    for (;;) {
      const response = await send(endpoint, params, body, token);
      if (response.ok) return readBody<T>(response);
      const failure = await failureOf(response);
      if (failure.code !== EMBED_TOKEN_EXPIRED) throw failure;
      token = await tokens.renew(token);
    }
  }

  const api: AnalyticsApi = {
    embedOrigins: async () => {
      const response = await send(analyticsEndpoints.embedOrigins, {}, undefined);
      if (!response.ok) throw await failureOf(response);
      return (await readBody<EmbedOrigins>(response)).origins;
    },
    report: (reportId) => call(analyticsEndpoints.report, { reportId }),
    saveReport: (reportId, body) => call(analyticsEndpoints.saveReport, { reportId }, body),
    saveReportAs: (reportId, body) => call(analyticsEndpoints.saveReportAs, { reportId }, body),
    createReport: (datasetId, body) => call(analyticsEndpoints.createReport, { datasetId }, body),
    saveUserState: (reportId, state) => call(analyticsEndpoints.saveUserState, { reportId }, state),
    deleteUserState: (reportId) => call(analyticsEndpoints.deleteUserState, { reportId }),
    dashboard: (dashboardId) => call(analyticsEndpoints.dashboard, { dashboardId }),
    paginatedReport: (reportId) => call(analyticsEndpoints.paginatedReport, { reportId }),
    dataset: (datasetId) => call(analyticsEndpoints.dataset, { datasetId }),
    createQuickDataset: (config) => call(analyticsEndpoints.createQuickDataset, {}, config),
    query: (batch) => call(analyticsEndpoints.query, {}, batch),
  };
  return api;
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function failureOf(response: Response): Promise<AnalyticsApiError> {
  let code = `http_${response.status}`;
  let message = response.statusText || code;
  let vars: string[] = [];
  try {
    const body = (await response.json()) as {
      error_code?: unknown;
      error_message?: unknown;
      error_vars?: unknown;
    };
    if (typeof body.error_code === 'string') code = body.error_code;
    if (typeof body.error_message === 'string') message = body.error_message;
    if (Array.isArray(body.error_vars)) vars = body.error_vars.map(String);
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return new AnalyticsApiError(response.status, code, message, vars);
}
