import { withSignatureRespelled } from '../testing/base64url-variants';
import { signAccessToken, verifyAccessToken } from './access-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const subject = { userId: 'u1', sessionId: 's1' };

test('a token checked before is still refused once expired, and under another secret', () => {
  const now = Date.now();
  const token = signAccessToken(subject, SECRET, 60, now);
  expect(verifyAccessToken(token, SECRET, now)?.sub).toBe('u1');
  expect(verifyAccessToken(token, SECRET, now + 1_000)?.sub).toBe('u1');
  expect(verifyAccessToken(token, SECRET, now + 61_000)).toBeNull();
  expect(verifyAccessToken(token, 'another-secret-of-thirty-two-characters!', now)).toBeNull();
});

test('a forged signature is refused every time, also after the real token was checked', () => {
  const token = signAccessToken(subject, SECRET, 60);
  expect(verifyAccessToken(token, SECRET)).not.toBeNull();
  const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
  expect(verifyAccessToken(forged, SECRET)).toBeNull();
  expect(verifyAccessToken(forged, SECRET)).toBeNull();
});

test('another spelling of the signature (its last character) is refused, also once the real one is remembered', () => {
  const token = signAccessToken(subject, SECRET, 60);
  const respelled = withSignatureRespelled(token);
  expect(respelled).toHaveLength(3);
  expect(verifyAccessToken(token, SECRET)).not.toBeNull();
  for (const other of respelled) expect(verifyAccessToken(other, SECRET)).toBeNull();
  expect(verifyAccessToken(token, SECRET)).not.toBeNull();
});
