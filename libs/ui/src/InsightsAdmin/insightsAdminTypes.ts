/** 'administrador do dashboard' (UpdateDashboard + DeleteDashboard, spec §5) or 'Somente leitura'. */
export type InsightsDashboardLevel = 'admin' | 'reader';
/** A BI workspace's items viewed, or edited too. */
export type InsightsWorkspaceAccess = 'view' | 'edit';

/** Something a picker offers: a user (by e-mail), a dashboard or a workspace. */
export interface InsightsOption {
  id: string;
  /** What the picker shows and searches. */
  label: string;
  /** A second line (a user's name, a dashboard's category). */
  hint?: string;
}

export interface InsightsGroupItem {
  id: string;
  name: string;
  description?: string;
  members: readonly { id: string; name: string; email: string }[];
  dashboards: readonly { id: string; name: string; level: InsightsDashboardLevel }[];
  workspaces: readonly { id: string; name: string; access: InsightsWorkspaceAccess }[];
}

/** Where a grant comes from: the user's own (no group) or a group of theirs. */
export interface InsightsAccessSource {
  group?: string;
  level: string;
}

export interface InsightsUserDashboard {
  id: string;
  name: string;
  level: InsightsDashboardLevel;
  /** Their own grant, if any: the only one 'Remover acesso' takes away. */
  direct?: InsightsDashboardLevel;
  sources: readonly InsightsAccessSource[];
}

export interface InsightsUserWorkspace {
  id: string;
  name: string;
  access: InsightsWorkspaceAccess;
  direct?: InsightsWorkspaceAccess;
  sources: readonly InsightsAccessSource[];
}

/** A user with their effective insights access (their own grants ∪ their groups', the stronger wins). */
export interface InsightsUserItem {
  id: string;
  name: string;
  email: string;
  groups: readonly string[];
  dashboards: readonly InsightsUserDashboard[];
  workspaces: readonly InsightsUserWorkspace[];
}
