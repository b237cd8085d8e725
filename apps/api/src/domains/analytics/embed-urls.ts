// Embed URLs on the analytics side. The embed SDK tells a report from a dashboard by the path
// (reportEmbed, dashboardEmbed) and reads the ids from the query (reportId, dashboardId, groupId).

function embedUrl(analyticsUrl: string, path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
  return `${analyticsUrl.replace(/\/+$/, '')}/${path}?${query}`;
}

export function reportEmbedUrl(analyticsUrl: string, reportId: string, workspaceId: string): string {
  return embedUrl(analyticsUrl, 'reportEmbed', { reportId, groupId: workspaceId });
}

/** A paginated (RDL) report: the SDK tells it from a report by this path. */
export function paginatedReportEmbedUrl(analyticsUrl: string, reportId: string, workspaceId: string): string {
  return embedUrl(analyticsUrl, 'rdlEmbed', { reportId, groupId: workspaceId });
}

/** Where createReport opens for a workspace: the report endpoint, no report yet (Power BI's create URL). */
export function createReportEmbedUrl(analyticsUrl: string, workspaceId: string): string {
  return embedUrl(analyticsUrl, 'reportEmbed', { groupId: workspaceId });
}

/** Where quickCreate opens for a workspace: Power BI's quick create address (the SDK's default endpoint). */
export function quickCreateEmbedUrl(analyticsUrl: string, workspaceId: string): string {
  return embedUrl(analyticsUrl, 'quickCreate', { groupId: workspaceId });
}

/** An insights dashboard has no workspace; a BI dashboard names its workspace as groupId. */
export function dashboardEmbedUrl(analyticsUrl: string, dashboardId: string, workspaceId?: string): string {
  return embedUrl(analyticsUrl, 'dashboardEmbed', { dashboardId, groupId: workspaceId });
}
