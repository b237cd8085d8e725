import { shellPermissionsOf, type ShellPermissions } from './shellPermissions';

const none: ShellPermissions = {
  revHome: false,
  disasterRecovery: false,
  clientActions: false,
  allActions: false,
  notes: false,
  primeStyling: false,
  insights: false,
  admin: false,
};

test.each<[string[], Partial<ShellPermissions>]>([
  [[], {}],
  [['rev_home'], { revHome: true }],
  [['beta_test_rev_home'], { revHome: true }],
  [['disaster_recovery'], { disasterRecovery: true }],
  [['list_pipelines'], { clientActions: true }],
  [['list_notes'], { notes: true }],
  [['list_pipelines_admin'], { allActions: true }],
  [['new_layout_exclusive_prime_customers'], { primeStyling: true }],
  [['insights_reader'], { insights: true }],
  [['insights_admin'], {}],
  [['dr_dashboard'], { admin: true }],
  [['all_resources_by_customer', 'insights_reader'], { admin: true, insights: true }],
])('%j → %j', (features, expected) => {
  expect(shellPermissionsOf(features)).toEqual({ ...none, ...expected });
});

test.each<[string[], Partial<ShellPermissions>]>([
  [['disaster_recovery'], { disasterRecovery: true }],
  [['beta_test_rev_home'], { revHome: true }],
  [['rev_home', 'show_alertify'], { revHome: true }],
  [['enable_marketplace'], {}],
])('feature flags %j → %j', (flags, expected) => {
  expect(shellPermissionsOf([], flags)).toEqual({ ...none, ...expected });
});
