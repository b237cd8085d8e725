import { ApiError } from '../api/ApiError';
import { isReadOnlyRefusal } from './readOnlyRefusal';

test('only the API’s read-only refusal of an impersonated write counts', () => {
  expect(isReadOnlyRefusal(new ApiError('http', 403, { error_code: 'impersonation_read_only' }))).toBe(true);
  expect(isReadOnlyRefusal(new ApiError('http', 403, { error_code: 'forbidden' }))).toBe(false);
  expect(isReadOnlyRefusal(new ApiError('unreachable', 0))).toBe(false);
  expect(isReadOnlyRefusal(new Error('impersonation_read_only'))).toBe(false);
});
