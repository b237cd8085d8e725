/** What the insights screen shows by the user's features (spec §2.5, §6). */
export interface InsightsPermissions {
  /** The screen itself: insights_reader. */
  screen: boolean;
  /** The 'Data Analytics' group: show_powerbi_insights. */
  dataAnalytics: boolean;
  /** A shield on each dashboard card: show_insights_dashboard_permission. */
  dashboardPermissions: boolean;
}

/** A name counts from the features or the feature flags of GET /me, as in shellPermissionsOf. */
export function insightsPermissionsOf(
  features: readonly string[],
  featureFlags: readonly string[] = [],
): InsightsPermissions {
  const has = (name: string) => features.includes(name) || featureFlags.includes(name);
  return {
    screen: has('insights_reader'),
    dataAnalytics: has('show_powerbi_insights'),
    dashboardPermissions: has('show_insights_dashboard_permission'),
  };
}
