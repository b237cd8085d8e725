import { securityHeaders } from './security-headers';

test("helmet's defaults, worked out once: the policy, HSTS, nosniff, frame and cross-origin headers", () => {
  const headers = securityHeaders();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers).not.toHaveProperty('x-powered-by');
  // The same set each time: nothing in it depends on the request.
  expect(securityHeaders()).toEqual(headers);
});
