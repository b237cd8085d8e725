// The admin and monitor-engine features of portal spec §6 live in the API contract's IAM catalogue, which the
// API's role rules read too: one list.
export {
  ADMIN_FEATURES,
  MONITOR_ENGINE_ACTIONS,
  MONITOR_ENGINE_FEATURES,
  MONITOR_ENGINE_RESOURCES,
  monitorEngineFeaturesOf,
  type MonitorEngineResource,
} from '@nuvem/api-contract/paths';
