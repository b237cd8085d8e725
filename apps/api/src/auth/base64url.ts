// base64url (RFC 4648 §5, unpadded) read strictly, for every signed value we verify. The last character of an
// encoding carries bits that no byte uses (4 of the 6 of a 32-byte HMAC's 43rd character, 2 of a 64-byte
// signature's 86th), and Buffer.from(…, 'base64url') ignores them, and skips characters outside the alphabet:
// so one signature had several spellings that all verified. A value is read only in the spelling we write.
const ALPHABET = /^[A-Za-z0-9_-]*$/;

/** The bytes `text` encodes, when `text` is exactly how base64url writes them; otherwise undefined. */
export function strictBase64url(text: string): Buffer | undefined {
  if (!ALPHABET.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}
