// A link's token: 32 random bytes, base64url, in the mail only; the database keeps its SHA-256.
import { createHash, randomBytes } from 'node:crypto';

export const newAccountLinkToken = (): string => randomBytes(32).toString('base64url');

export const hashAccountLinkToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
