import { SDK_VERSION } from './index';

test('reports the powerbi-client version it is compatible with', () => {
  expect(SDK_VERSION).toBe('2.23.9');
});
