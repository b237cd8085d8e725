import type {
  BiItem,
  BiWorkspace,
  Dashboard,
  DashboardContent,
  CreateToken,
  DashboardEmbed,
  EmbedToken,
} from '@nuvem/api-contract';

/** The demo users' shared password (apps/api/src/demo/demo-data.ts). */
export const DEMO_PASSWORD = 'nuvem-demo-2024';

/** The API as a portal would call it, for one signed-in demo user. */
export interface DemoUserApi {
  biItems(): Promise<BiItem[]>;
  biToken(itemId: string): Promise<EmbedToken>;
  biWorkspaces(): Promise<BiWorkspace[]>;
  /** A create token: a new report over the dataset, saved into the workspace. */
  createToken(workspaceId: string, datasetId: string): Promise<EmbedToken>;
  /** A quick create token of the workspace, its rows owned by the environment cloudId. */
  quickCreateToken(workspaceId: string, cloudId: string): Promise<CreateToken>;
  dashboards(): Promise<Dashboard[]>;
  dashboardEmbed(dashboardId: string): Promise<DashboardEmbed>;
}

export async function signInToApi(apiUrl: string, email: string): Promise<DemoUserApi> {
  const answer = await fetch(`${apiUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`sign-in as ${email}: ${answer.status} ${await answer.text()}`);
  const { access_token: accessToken } = (await answer.json()) as { access_token: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} as ${email}: ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    biItems: () => call('GET', '/api/v1/bi/items'),
    biToken: (itemId) => call('POST', `/api/v1/bi/items/${itemId}/token`),
    biWorkspaces: () => call('GET', '/api/v1/bi/workspaces'),
    createToken: (workspaceId, datasetId) =>
      call('POST', `/api/v1/bi/workspaces/${workspaceId}/datasets/${datasetId}/token`),
    quickCreateToken: (workspaceId, cloudId) =>
      call('POST', `/api/v1/bi/workspaces/${workspaceId}/quick-create/token`, { cloudId }),
    dashboards: () => call('GET', '/api/v1/dashboards'),
    dashboardEmbed: (dashboardId) => call('GET', `/api/v1/dashboards/${dashboardId}/embed`),
  };
}

/** A dashboard's content as the frame reads it, with an embed token for it. */
export async function dashboardContent(
  apiUrl: string,
  dashboardId: string,
  embedToken: string,
): Promise<DashboardContent> {
  const answer = await fetch(`${apiUrl}/api/v1/analytics/dashboards/${dashboardId}`, {
    headers: { authorization: `EmbedToken ${embedToken}` },
  });
  if (!answer.ok) throw new Error(`dashboard content ${dashboardId}: ${answer.status}`);
  return (await answer.json()) as DashboardContent;
}

/** The same embed URL on another origin: the routed provider host, or the app's own test server. */
export function onOrigin(embedUrl: string, origin: string): string {
  const url = new URL(embedUrl);
  return `${origin}${url.pathname}${url.search}`;
}
