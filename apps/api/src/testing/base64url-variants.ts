// The other spellings of a base64url value that a lenient decoder (Buffer.from(…, 'base64url')) reads as the
// same bytes: its last character with other values in the bits no byte uses.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function sameBytesOtherwiseWritten(encoded: string): string[] {
  const bytes = Buffer.from(encoded, 'base64url');
  return [...ALPHABET]
    .map((last) => encoded.slice(0, -1) + last)
    .filter((variant) => variant !== encoded && Buffer.from(variant, 'base64url').equals(bytes));
}

/** A dotted token (JWT, JWS, a signed link) with its last part respelled so. */
export const withSignatureRespelled = (token: string): string[] => {
  const dot = token.lastIndexOf('.');
  return sameBytesOtherwiseWritten(token.slice(dot + 1)).map(
    (signature) => token.slice(0, dot + 1) + signature,
  );
};
