import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashingConfig } from '../config';

/** argon2id (the library default) with the configured cost. */
export function hashPassword(password: string, options: PasswordHashingConfig): Promise<string> {
  return hash(password, options);
}

/** The parameters are read from the stored hash, so lighter test hashes still verify. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
