import { redactSecrets } from './audit-redaction';

describe('redactSecrets', () => {
  it('replaces values under secret-naming keys, however deep, and keeps the rest', () => {
    expect(
      redactSecrets({
        state: 'running',
        access_token: 'abc',
        nested: { Password: 'p', list: [{ client_secret: 's', name: 'n' }] },
        api_key: null,
      }),
    ).toEqual({
      state: 'running',
      access_token: '[redacted]',
      nested: { Password: '[redacted]', list: [{ client_secret: '[redacted]', name: 'n' }] },
      api_key: '[redacted]',
    });
  });

  it('leaves plain values alone', () => {
    expect(redactSecrets(null)).toBeNull();
    expect(redactSecrets('token')).toBe('token');
  });
});
