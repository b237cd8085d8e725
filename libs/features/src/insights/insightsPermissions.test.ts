import { insightsPermissionsOf } from './insightsPermissions';

describe('insightsPermissionsOf', () => {
  it.each([
    [[], [], { screen: false, dataAnalytics: false, dashboardPermissions: false }],
    [['insights_reader'], [], { screen: true, dataAnalytics: false, dashboardPermissions: false }],
    [
      ['insights_reader', 'show_powerbi_insights'],
      [],
      { screen: true, dataAnalytics: true, dashboardPermissions: false },
    ],
    [
      ['insights_reader'],
      ['show_insights_dashboard_permission'],
      { screen: true, dataAnalytics: false, dashboardPermissions: true },
    ],
    [['insights_admin'], [], { screen: false, dataAnalytics: false, dashboardPermissions: false }],
  ])('features %j and flags %j give %j', (features, flags, expected) => {
    expect(insightsPermissionsOf(features, flags)).toEqual(expected);
  });
});
