/**
 * The monitor-engine features of portal spec §6 ("monitor-engine read/create/update/delete for filter,
 * dataset and dashboard"), named `monitor-engine_{resource}_{action}`: the engine's own prefix, then the
 * resource and the action, joined by underscores like the portal's other features.
 */
export const MONITOR_ENGINE_RESOURCES = ['filter', 'dataset', 'dashboard'] as const;
export const MONITOR_ENGINE_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type MonitorEngineResource = (typeof MONITOR_ENGINE_RESOURCES)[number];

/** The four monitor-engine features of one resource; holding any of them opens its admin page. */
export const monitorEngineFeaturesOf = (resource: MonitorEngineResource) =>
  MONITOR_ENGINE_ACTIONS.map((action) => `monitor-engine_${resource}_${action}` as const);

export const MONITOR_ENGINE_FEATURES = MONITOR_ENGINE_RESOURCES.flatMap(monitorEngineFeaturesOf);

/** The admin features of portal spec §6: holding any of them keeps the /admin/* allowance and menu. */
export const ADMIN_FEATURES = [
  'all_resources_by_customer',
  'topologies_exclusion_admin',
  'adm_show_contract',
  'news_editor',
  'list_features',
  'list_roles',
  'list_user_roles',
  'topology_launch',
  'crud_template',
  'list_template',
  'commercial_event_dashboard',
  'commercial_events_users',
  'service_agreement_list',
  'tcm_report',
  'show_migrator',
  'admin_pipeline_execution',
  'sales_tree',
  'dr_declaration',
  'dr_dashboard',
  ...MONITOR_ENGINE_FEATURES,
] as const;
