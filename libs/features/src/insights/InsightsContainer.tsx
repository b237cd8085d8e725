import { DashboardPermissionsDialog, InsightsBrowser, type Insight } from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import { useMe } from '../session/useMe';
import { insightsPermissionsOf } from './insightsPermissions';
import { NewReportContainer, type NewReportChoice } from './NewReportContainer';
import { useDashboardPermissions } from './useDashboardPermissions';
import { useDashboards } from './useDashboards';
import { useDataAnalytics } from './useDataAnalytics';
import { useFavoriteInsights } from './useFavoriteInsights';
import { useRecentInsights } from './useRecentInsights';

const NO_FEATURES: readonly string[] = [];

export interface InsightsContainerProps {
  /** The search text (the portal keeps it in the URL, `?q=`). */
  query: string;
  onQueryChange: (query: string) => void;
  /** A card was opened: the portal shows it embedded. */
  onOpen: (insight: Insight) => void;
  /** 'Novo relatório' chosen: the portal opens the report editor (members who edit a BI workspace). */
  onCreateReport?: (choice: NewReportChoice) => void;
}

/**
 * The insights list (spec §2.5) on the API: the dashboards, the favorites and recents preferences, the
 * 'Data Analytics' group with show_powerbi_insights, and with show_insights_dashboard_permission a shield
 * on each dashboard that opens 'Listagem das permissões'. Members who edit a BI workspace get 'Novo
 * relatório'.
 */
export function InsightsContainer({ query, onQueryChange, onOpen, onCreateReport }: InsightsContainerProps) {
  const me = useMe().data;
  const allowed = useMemo(
    () => insightsPermissionsOf(me?.features ?? NO_FEATURES, me?.featureFlags ?? NO_FEATURES),
    [me],
  );
  const dashboards = useDashboards();
  const dataAnalytics = useDataAnalytics(allowed.dataAnalytics);
  const favorites = useFavoriteInsights();
  const recents = useRecentInsights();
  // The last dashboard asked about stays while the dialog closes, so its title does not blank out.
  const [asked, setAsked] = useState<{ insight: Insight; open: boolean } | undefined>();
  const showPermissions = useCallback((insight: Insight) => setAsked({ insight, open: true }), []);
  const editable = useMemo(
    () => dataAnalytics.workspaces.filter((workspace) => workspace.access === 'edit'),
    [dataAnalytics.workspaces],
  );
  const [creating, setCreating] = useState(false);
  const canCreate = allowed.dataAnalytics && editable.length > 0 && onCreateReport !== undefined;
  const permissions = useDashboardPermissions(asked?.insight.id);

  const { toggle } = favorites;
  const toggleFavorite = useCallback(
    (insight: Insight, next: boolean) => void toggle(insight.id, next),
    [toggle],
  );

  return (
    <>
      <InsightsBrowser
        dashboards={dashboards.insights}
        dashboardsState={dashboards.state}
        onRetryDashboards={dashboards.retry}
        dataAnalytics={
          allowed.dataAnalytics
            ? { items: dataAnalytics.insights, state: dataAnalytics.state, onRetry: dataAnalytics.retry }
            : undefined
        }
        favoriteIds={favorites.ids}
        recentIds={recents.ids}
        query={query}
        onQueryChange={onQueryChange}
        onToggleFavorite={toggleFavorite}
        onOpen={onOpen}
        onShowPermissions={allowed.dashboardPermissions ? showPermissions : undefined}
        onCreateReport={canCreate ? () => setCreating(true) : undefined}
      />
      {canCreate ? (
        <NewReportContainer
          open={creating}
          workspaces={editable}
          onCancel={() => setCreating(false)}
          onCreate={(choice) => {
            setCreating(false);
            onCreateReport?.(choice);
          }}
        />
      ) : null}
      {allowed.dashboardPermissions ? (
        <DashboardPermissionsDialog
          open={asked?.open ?? false}
          dashboardName={asked?.insight.name ?? ''}
          state={permissions.state}
          principals={permissions.principals}
          onClose={() => setAsked((current) => current && { ...current, open: false })}
          onRetry={permissions.retry}
        />
      ) : null}
    </>
  );
}
