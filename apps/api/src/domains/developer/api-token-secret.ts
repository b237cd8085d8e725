// An API token: `nvm_pat_` (so secret scanners recognise it) and 32 random bytes in base64url (43 characters,
// 256 bits: no guessing). Only its SHA-256 is stored, and its last four characters to tell it apart.
import { createHash, randomBytes } from 'node:crypto';
import { apiTokenPrefix } from '@nuvem/api-contract';

export const newApiTokenSecret = (): string => `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`;

export const hashApiTokenSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

/** Whether a Bearer credential has an API token's shape (a session's JWT never starts with the prefix). */
export const looksLikeApiToken = (credential: string): boolean =>
  credential.startsWith(apiTokenPrefix) &&
  /^[A-Za-z0-9_-]{43}$/.test(credential.slice(apiTokenPrefix.length));
