// The Idempotency-Key of the setup screen's writes (migration 0026, iaas_setup_requests): a write runs once
// per key; the same key with the same request answers what the first answered, with another request 409
// idempotency_key_reused. It runs in the write's transaction, so a refused write records nothing and may be
// retried with its key.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';

export interface SetupAnswer<T> {
  status: number;
  body: T;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Runs `write` once for this user's key and request (`request`: what makes two requests the same), inside
 * the transaction `tx`; a second call answers the first's recorded answer.
 */
export async function oncePerKey<T>(
  tx: Queryable,
  userId: string,
  idempotencyKey: string,
  request: unknown,
  write: () => Promise<SetupAnswer<T>>,
): Promise<SetupAnswer<T>> {
  const keyHash = sha256(idempotencyKey);
  const requestHash = sha256(JSON.stringify(request));
  // Two requests with one key wait for each other (PostgreSQL; PGlite runs one at a time anyway).
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${userId}:${keyHash}`]);
  const [earlier] = await tx.query<{ request_hash: string; status: number; answer: T }>(
    'SELECT request_hash, status, answer FROM iaas_setup_requests WHERE user_id = $1 AND key_hash = $2',
    [userId, keyHash],
  );
  if (earlier) {
    if (earlier.request_hash !== requestHash)
      throw new ApiError(
        409,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for another request.',
      );
    return { status: earlier.status, body: earlier.answer };
  }
  const answer = await write();
  await tx.query(
    `INSERT INTO iaas_setup_requests (user_id, key_hash, request_hash, status, answer)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [userId, keyHash, requestHash, answer.status, JSON.stringify(answer.body ?? null)],
  );
  return answer;
}
