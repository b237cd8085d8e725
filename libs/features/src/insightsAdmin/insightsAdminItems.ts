// The API's insights administration answers as the screens show them (libs/ui InsightsAdmin).
import type {
  InsightsAccessSource as ApiSource,
  InsightsCatalogue,
  InsightsGroup,
  InsightsUser,
} from '@nuvem/api-contract';
import type { InsightsAccessSource, InsightsGroupItem, InsightsOption, InsightsUserItem } from '@nuvem/ui';

export const insightsGroupItemOf = (group: InsightsGroup): InsightsGroupItem => ({
  id: group.group_id,
  name: group.name,
  ...(group.description ? { description: group.description } : {}),
  members: group.members.map((m) => ({ id: m.user_id, name: m.full_name, email: m.email })),
  dashboards: group.dashboards.map((d) => ({ id: d.dashboard_id, name: d.name, level: d.level })),
  workspaces: group.workspaces.map((w) => ({ id: w.workspace_id, name: w.name, access: w.access })),
});

const sourceOf = (source: ApiSource): InsightsAccessSource => ({
  level: source.level,
  ...(source.kind === 'group' && source.group_name ? { group: source.group_name } : {}),
});

export const insightsUserItemOf = (user: InsightsUser): InsightsUserItem => ({
  id: user.user_id,
  name: user.full_name,
  email: user.email,
  groups: user.groups.map((g) => g.name),
  dashboards: user.dashboards.map((d) => ({
    id: d.dashboard_id,
    name: d.name,
    level: d.level,
    ...(d.direct ? { direct: d.direct } : {}),
    sources: d.sources.map(sourceOf),
  })),
  workspaces: user.workspaces.map((w) => ({
    id: w.workspace_id,
    name: w.name,
    access: w.access,
    ...(w.direct ? { direct: w.direct } : {}),
    sources: w.sources.map(sourceOf),
  })),
});

export const dashboardOptionsOf = (catalogue: InsightsCatalogue | undefined): InsightsOption[] =>
  catalogue?.dashboards.map((d) => ({
    id: d.dashboard_id,
    label: d.name,
    ...(d.category ? { hint: d.category } : {}),
  })) ?? [];

export const workspaceOptionsOf = (catalogue: InsightsCatalogue | undefined): InsightsOption[] =>
  catalogue?.workspaces.map((w) => ({ id: w.workspace_id, label: w.name })) ?? [];

/** The list's column ids as the API's filter and sort fields (GET /insights-admin/users). */
export const insightsUserApiField: Record<string, string> = { name: 'full_name', groups: 'group' };
