import { sameBytesOtherwiseWritten } from '../testing/base64url-variants';
import { strictBase64url } from './base64url';

test.each([
  ['32 bytes (an HMAC-SHA256)', 32, 3],
  ['64 bytes (an Ed25519 signature)', 64, 15],
  ['37 bytes', 37, 15],
  ['30 bytes (every bit of the last character used)', 30, 0],
])('%s: only the spelling base64url writes is read', (_name, length, others) => {
  const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + 11) % 256));
  const encoded = bytes.toString('base64url');
  expect(strictBase64url(encoded)).toEqual(bytes);
  const variants = sameBytesOtherwiseWritten(encoded);
  expect(variants).toHaveLength(others);
  for (const variant of variants) expect(strictBase64url(variant)).toBeUndefined();
});

test.each([
  ['padding', 'YWI='],
  ['standard base64 characters', 'a+b/'],
  ['whitespace', 'YW I'],
  ['a length no bytes give', 'YWJjZ'],
])('refuses %s', (_name, text) => {
  expect(Buffer.from(text, 'base64url').length).toBeGreaterThanOrEqual(0); // Buffer.from takes it all
  expect(strictBase64url(text)).toBeUndefined();
});

test('reads the empty string as no bytes', () => {
  expect(strictBase64url('')).toEqual(Buffer.alloc(0));
});
