import { createApiClient } from '../api/apiClient';
import { createTokenStore } from './tokenStore';
import { ssoAuthorizeUrl, ssoErrorOf } from './singleSignOn';

test.each([
  [null, undefined],
  ['', undefined],
  ['denied', 'denied'],
  ['unknown_user', 'unknown_user'],
  ['expired', 'expired'],
  ['failed', 'failed'],
  ['unavailable', 'unavailable'],
  ['something_new', 'failed'],
])('sso_error %j → %j', (value, expected) => {
  expect(ssoErrorOf(value)).toBe(expected);
});

test.each([
  ['', '/api/v1/session/sso/authorize?return_to=%2Finsights%3Ftab%3D1'],
  [
    'https://api.example.com/',
    'https://api.example.com/api/v1/session/sso/authorize?return_to=%2Finsights%3Ftab%3D1',
  ],
])('the authorize URL is on the API base %j, with return_to encoded', (baseUrl, expected) => {
  const client = createApiClient({ baseUrl, tokens: createTokenStore(), onSessionEnded: vi.fn() });
  expect(ssoAuthorizeUrl(client, '/insights?tab=1')).toBe(expected);
});
