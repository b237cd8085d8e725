import { sign } from 'node:crypto';
import { embedTokenAudience, embedTokenIssuer, type EmbedTokenClaims, type Jwks } from '@nuvem/api-contract';
import { withSignatureRespelled } from '../testing/base64url-variants';
import { embedSigningKeyOf, generateEmbedSigningKeyPem } from './embed-signing-key';
import {
  embedTokenFailure,
  signEmbedClaims,
  signEmbedToken,
  verifyEmbedToken,
  type EmbedGrant,
} from './embed-token';

const key = embedSigningKeyOf(generateEmbedSigningKeyPem());
const jwks: Jwks = { keys: [key.jwk] };
const other = embedSigningKeyOf(generateEmbedSigningKeyPem());

const grant: EmbedGrant = {
  userId: 'c5b0a8c4-54d4-4d8e-9a39-3c2c2f0b7d11',
  sessionId: '0f0c8a52-3d1e-4b8a-9a43-7f5e2d1c6b90',
  item: { source: 'bi', type: 'report', id: 'a1c1e7a4-1b7e-4c55-8a55-0a9d2b6f3e21', workspaceId: 'w-1' },
  actions: ['view'],
};
const now = Date.UTC(2025, 0, 15, 12, 0, 0);

const segments = (token: string) => token.split('.') as [string, string, string];
const decode = (segment: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('embed tokens', () => {
  it('are JWS compact tokens, EdDSA with the kid of the key, carrying the grant', () => {
    const { token, claims } = signEmbedToken(grant, key, 600, now);
    const [head, payload] = segments(token);
    expect(decode(head)).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: key.jwk.kid });
    expect(decode(payload)).toEqual(claims);
    expect(claims).toEqual({
      iss: embedTokenIssuer,
      aud: 'nuvem-analytics',
      sub: grant.userId,
      sid: grant.sessionId,
      iat: now / 1000,
      exp: now / 1000 + 600,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      item_source: 'bi',
      item_type: 'report',
      item_id: grant.item.id,
      workspace_id: 'w-1',
      actions: ['view'],
    });
    expect(signEmbedToken(grant, key, 600, now).claims.jti).not.toBe(claims.jti);
  });

  it('verify only as signed: another spelling of the signature is refused, and not as expired', () => {
    const { token } = signEmbedToken(grant, key, 600, now);
    const respelled = withSignatureRespelled(token);
    expect(respelled).toHaveLength(15);
    for (const other of respelled) {
      expect(verifyEmbedToken(other, jwks, { now })).toBeNull();
      expect(embedTokenFailure(other, jwks, { now: now + 601_000 })).toBe('invalid');
    }
    expect(verifyEmbedToken(token, jwks, { now })).not.toBeNull();
  });

  it('verify with the JWKS key until they expire', () => {
    const { token, claims } = signEmbedToken(grant, key, 600, now);
    expect(verifyEmbedToken(token, jwks, { now })).toEqual(claims);
    expect(verifyEmbedToken(token, jwks, { now: now + 599_000 })).toEqual(claims);
    // The JWKS as the analytics side receives it, through JSON.
    expect(verifyEmbedToken(token, JSON.parse(JSON.stringify(jwks)) as Jwks, { now })).toEqual(claims);
    // Among several keys, the kid picks the right one.
    expect(verifyEmbedToken(token, { keys: [other.jwk, key.jwk] }, { now })).toEqual(claims);
  });

  it('leave workspace_id out for an insights dashboard', () => {
    const { claims } = signEmbedToken(
      {
        userId: 'u',
        sessionId: 's',
        item: { source: 'insights', type: 'dashboard', id: 'd' },
        actions: ['view', 'edit'],
      },
      key,
      60,
      now,
    );
    expect(claims).not.toHaveProperty('workspace_id');
    expect(claims.actions).toEqual(['view', 'edit']);
  });

  it('fail once expired', () => {
    const { token } = signEmbedToken(grant, key, 600, now);
    expect(verifyEmbedToken(token, jwks, { now: now + 600_000 })).toBeNull();
    expect(verifyEmbedToken(token, jwks, { now: now + 3_600_000 })).toBeNull();
  });

  it('fail when issued in the future beyond the clock skew', () => {
    const { token } = signEmbedToken(grant, key, 600, now + 120_000);
    expect(verifyEmbedToken(token, jwks, { now })).toBeNull();
    const { token: slightlyAhead } = signEmbedToken(grant, key, 600, now + 30_000);
    expect(verifyEmbedToken(slightlyAhead, jwks, { now })).not.toBeNull();
  });

  it('fail with a tampered payload, header or signature', () => {
    const { token, claims } = signEmbedToken(grant, key, 600, now);
    const [head, payload, signature] = segments(token);
    const elevated = encode({ ...claims, actions: ['view', 'edit'] });
    expect(verifyEmbedToken(`${head}.${elevated}.${signature}`, jwks, { now })).toBeNull();
    const otherItem = encode({ ...claims, item_id: 'someone-elses' });
    expect(verifyEmbedToken(`${head}.${otherItem}.${signature}`, jwks, { now })).toBeNull();
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifyEmbedToken(`${head}.${payload}.${flipped}`, jwks, { now })).toBeNull();
    const retyped = encode({ alg: 'EdDSA', typ: 'JWT', kid: key.jwk.kid, extra: 1 });
    expect(verifyEmbedToken(`${retyped}.${payload}.${signature}`, jwks, { now })).toBeNull();
  });

  it('fail when signed by another key, whatever kid it claims', () => {
    const { token } = signEmbedToken(grant, other, 600, now);
    expect(verifyEmbedToken(token, jwks, { now })).toBeNull();
    // Another key presenting our kid: the signature does not match our public key.
    const [, payload] = segments(token);
    const head = encode({ alg: 'EdDSA', typ: 'JWT', kid: key.jwk.kid });
    const forged = `${head}.${payload}`;
    const signature = sign(null, Buffer.from(forged), other.privateKey).toString('base64url');
    expect(verifyEmbedToken(`${forged}.${signature}`, jwks, { now })).toBeNull();
  });

  it('fail for another audience or issuer', () => {
    const { claims } = signEmbedToken(grant, key, 600, now);
    const forPortal: EmbedTokenClaims = { ...claims, aud: 'nuvem-portal' };
    expect(verifyEmbedToken(signEmbedClaims(forPortal, key), jwks, { now })).toBeNull();
    const { token } = signEmbedToken(grant, key, 600, now);
    expect(verifyEmbedToken(token, jwks, { now, audience: 'another-service' })).toBeNull();
    expect(verifyEmbedToken(token, jwks, { now, audience: embedTokenAudience })).not.toBeNull();
    const foreign: EmbedTokenClaims = { ...claims, iss: 'someone-else' };
    expect(verifyEmbedToken(signEmbedClaims(foreign, key), jwks, { now })).toBeNull();
  });

  it('fail for other algorithms, unsigned tokens, bad claims and garbage', () => {
    const { token, claims } = signEmbedToken(grant, key, 600, now);
    const [, payload, signature] = segments(token);
    const none = encode({ alg: 'none', kid: key.jwk.kid });
    expect(verifyEmbedToken(`${none}.${payload}.${signature}`, jwks, { now })).toBeNull();
    const hs = encode({ alg: 'HS256', kid: key.jwk.kid });
    expect(verifyEmbedToken(`${hs}.${payload}.${signature}`, jwks, { now })).toBeNull();
    expect(verifyEmbedToken(`${segments(token)[0]}.${payload}.`, jwks, { now })).toBeNull();
    const noActions = { ...claims, actions: [] } as unknown as EmbedTokenClaims;
    expect(verifyEmbedToken(signEmbedClaims(noActions, key), jwks, { now })).toBeNull();
    const adminAction = { ...claims, actions: ['admin'] } as unknown as EmbedTokenClaims;
    expect(verifyEmbedToken(signEmbedClaims(adminAction, key), jwks, { now })).toBeNull();
    for (const garbage of ['', 'a.b', 'a.b.c.d', 'not a token', `${token}x==`, `${token}.`])
      expect(verifyEmbedToken(garbage, jwks, { now })).toBeNull();
    expect(verifyEmbedToken(token, { keys: [] }, { now })).toBeNull();
  });
});

describe('why a token is refused (embedTokenFailure)', () => {
  const { token, claims } = signEmbedToken(grant, key, 600, now);
  const afterExpiry = now + 601_000;

  it('is expired when only its expiry has passed', () => {
    expect(verifyEmbedToken(token, jwks, { now: afterExpiry })).toBeNull();
    expect(embedTokenFailure(token, jwks, { now: afterExpiry })).toBe('expired');
  });

  it.each([
    ['signed by another key, and expired', signEmbedToken(grant, other, 600, now).token, afterExpiry],
    [
      'for another audience, and expired',
      signEmbedClaims({ ...claims, aud: 'someone-else' }, key),
      afterExpiry,
    ],
    [
      'issued in the future (not expired)',
      signEmbedClaims({ ...claims, iat: now / 1000 + 3600, exp: now / 1000 + 7200 }, key),
      now,
    ],
    ['not a token', 'a.b.c', afterExpiry],
    ['with a payload that is not JSON', `${segments(token)[0]}.bm9wZQ.${segments(token)[2]}`, afterExpiry],
    [
      'with a tampered expiry',
      `${segments(token)[0]}.${encode({ ...claims, exp: claims.exp + 10 })}.${segments(token)[2]}`,
      afterExpiry + 20_000,
    ],
  ])('is invalid when %s', (_name, bad, at) => {
    expect(verifyEmbedToken(bad, jwks, { now: at })).toBeNull();
    expect(embedTokenFailure(bad, jwks, { now: at })).toBe('invalid');
  });
});
