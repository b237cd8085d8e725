// Support assist tokens: 16 characters of Crockford's base32 (80 random bits) in groups of four, easy to read
// aloud over the phone. Only a SHA-256 of the canonical form is stored.
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // no I, L, O, U
const LENGTH = 16;

export function newAssistToken(): string {
  const bytes = randomBytes(LENGTH);
  // 256 is a multiple of 32, so each byte mod 32 is uniform.
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]!).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/**
 * The token as support may type it back: any case, with or without dashes or spaces, and the look-alikes
 * Crockford folds (O → 0, I and L → 1). Null when it cannot be a token.
 */
export function canonicalAssistToken(typed: string): string | null {
  const folded = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return folded.length === LENGTH && [...folded].every((c) => ALPHABET.includes(c)) ? folded : null;
}

export function hashAssistToken(canonical: string): string {
  return createHash('sha256').update(canonical).digest('hex');
}
