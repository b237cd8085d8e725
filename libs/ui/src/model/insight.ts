/**
 * What an Insights entry is (portal spec §2.5, §3): a dashboard of the insights list, or a BI report or BI
 * dashboard of the 'Data Analytics' group.
 */
export type InsightKind = 'dashboard' | 'biReport' | 'biDashboard';

/** One entry of the Insights screen, as the list shows it (names already resolved, spec §3). */
export interface Insight {
  /** DashboardId for dashboards; the BI item's id for reports and BI dashboards. */
  id: string;
  /** Name (dashboards, BI reports) or displayName (BI dashboards). */
  name: string;
  /** '' = uncategorised, shown 'Sem Classificação' (spec §2.5). BI items carry ''. */
  category: string;
  kind: InsightKind;
}

/** One entry of a dashboard's 'Listagem das permissões' (spec §2.5, §3). */
export interface InsightPrincipal {
  principal: string;
  /**
   * 'administrador do dashboard' when true, else 'Somente leitura': true when the actions include both
   * UpdateDashboard and DeleteDashboard (spec §5). Decided by the caller.
   */
  admin: boolean;
  /** An insights group (its members see the dashboard through it): shown with a group icon and 'Grupo'. */
  group?: boolean;
}

/** The state of something the Insights screen loads: a list, a permission list, an embed. */
export type InsightsLoadState =
  | { status: 'loading' }
  | {
      status: 'error';
      /** Already translated, shown as is (e.g. 'Erro ao carregar itens: …', spec §8). */
      message: string;
    }
  | { status: 'ready' };
