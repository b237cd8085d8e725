import { cloudIdOfGenericMessageChannel, genericMessageChannel } from './channels';
import { fillPath, routeOf } from './endpoint';
import * as endpoints from './endpoints';

test('fillPath encodes each parameter and refuses a missing one', () => {
  expect(fillPath('/api/v1/environments/:cloudId/topologies', { cloudId: 'A B/1' })).toBe(
    '/api/v1/environments/A%20B%2F1/topologies',
  );
  expect(() => fillPath('/api/v1/tss/:tCode', {})).toThrow(/:tCode/);
});

test('every endpoint is under /api/v1, and routeOf gives its path inside the prefix', () => {
  const all = Object.values(endpoints).flatMap((group) => Object.values(group));
  expect(all.length).toBeGreaterThan(40);
  for (const endpoint of all) {
    expect(endpoint.path).toMatch(/^\/api\/v1\//);
    expect(routeOf(endpoint)).toBe(endpoint.path.slice('/api/v1'.length));
  }
});

test('a generic-message channel round-trips to its cloud id; other channels have none', () => {
  expect(genericMessageChannel('ACM1')).toBe('ACM1-generic-message');
  expect(cloudIdOfGenericMessageChannel('ACM1-generic-message')).toBe('ACM1');
  expect(cloudIdOfGenericMessageChannel('-generic-message')).toBeUndefined();
  expect(cloudIdOfGenericMessageChannel('user-1234')).toBeUndefined();
});
