// The Idempotency-Key of the writes that are not operations (an operation row is its own record): budgets,
// tickets, the setup screen. A write runs once per user and key (table idempotent_requests, migration 0032);
// the same key with the same request answers what the first answered, with another request (or another
// route) 409 idempotency_key_reused. It runs inside the write's transaction, so a refused write (it throws)
// records nothing and may be retried with its key, and two requests with one key make one write.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { ApiError } from '../errors';

export interface KeyedAnswer<T> {
  status: number;
  body: T;
}

/** What oncePerKey answers: the write's answer, or the recorded one (`replayed`: a retry). */
export interface OnceAnswer<T> extends KeyedAnswer<T> {
  replayed: boolean;
}

export interface KeyedRequest {
  userId: string;
  /** The Idempotency-Key header as sent; none (a route where it is optional): the write just runs. */
  idempotencyKey: string | undefined;
  /** The write's name (e.g. iaas.budget.create): a key used for one write is refused for another. */
  scope: string;
  /** What makes two requests the same (their environment, target and body). */
  request: unknown;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const idempotencyKeyReused = () =>
  new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request.');

/**
 * Runs `write` once for this user's key and request, inside the transaction `tx`; a second call with the
 * same key and request answers the first's recorded answer without writing.
 */
export async function oncePerKey<T>(
  tx: Queryable,
  { userId, idempotencyKey, scope, request }: KeyedRequest,
  write: () => Promise<KeyedAnswer<T>>,
): Promise<OnceAnswer<T>> {
  if (idempotencyKey === undefined) return { ...(await write()), replayed: false };
  const keyHash = sha256(idempotencyKey);
  const requestHash = sha256(JSON.stringify(request));
  // Two requests with one key wait for each other here (PostgreSQL; PGlite runs one at a time anyway); the
  // primary key (user_id, key_hash) is the backstop.
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${userId}:${keyHash}`]);
  const [earlier] = await tx.query<{ scope: string; request_hash: string; status: number; answer: T }>(
    'SELECT scope, request_hash, status, answer FROM idempotent_requests WHERE user_id = $1 AND key_hash = $2',
    [userId, keyHash],
  );
  if (earlier) {
    if (earlier.scope !== scope || earlier.request_hash !== requestHash) throw idempotencyKeyReused();
    return { status: earlier.status, body: earlier.answer, replayed: true };
  }
  const answer = await write();
  await tx.query(
    `INSERT INTO idempotent_requests (user_id, key_hash, scope, request_hash, status, answer)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [userId, keyHash, scope, requestHash, answer.status, JSON.stringify(answer.body ?? null)],
  );
  return { ...answer, replayed: false };
}
