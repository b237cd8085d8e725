import type { PasswordHashingConfig } from '../config';

/** The lightest argon2id parameters: the seed hashes its passwords in milliseconds. */
export const testPasswordHashing: PasswordHashingConfig = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
