import { ADMIN_FEATURES, MONITOR_ENGINE_FEATURES } from './adminFeatures';
import { shellPermissionsOf } from './shellPermissions';

test('spec §6: the monitor-engine features are read/create/update/delete of filter, dataset and dashboard', () => {
  expect(MONITOR_ENGINE_FEATURES).toEqual([
    'monitor-engine_filter_read',
    'monitor-engine_filter_create',
    'monitor-engine_filter_update',
    'monitor-engine_filter_delete',
    'monitor-engine_dataset_read',
    'monitor-engine_dataset_create',
    'monitor-engine_dataset_update',
    'monitor-engine_dataset_delete',
    'monitor-engine_dashboard_read',
    'monitor-engine_dashboard_create',
    'monitor-engine_dashboard_update',
    'monitor-engine_dashboard_delete',
  ]);
});

test('spec §6: 19 named admin features plus the 12 of the monitor engine', () => {
  expect(ADMIN_FEATURES).toHaveLength(19 + 12);
  expect(new Set(ADMIN_FEATURES).size).toBe(ADMIN_FEATURES.length);
});

test.each(MONITOR_ENGINE_FEATURES)('holding %s alone counts as admin', (feature) => {
  expect(shellPermissionsOf([feature]).admin).toBe(true);
});
