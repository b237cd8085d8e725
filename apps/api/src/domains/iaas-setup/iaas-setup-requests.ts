// The setup screen's writes keep their Idempotency-Key in the one shared helper (apps/api/src/idempotency,
// table idempotent_requests since migration 0032, which took over iaas_setup_requests' rows under this scope).
import type { Queryable } from '../../db/database';
import { oncePerKey as oncePerKeyOf, type KeyedAnswer } from '../../idempotency/once-per-key';

export type SetupAnswer<T> = KeyedAnswer<T>;

/** The scope of the setup screen's writes (networks, subnets, settings): the rows copied from 0026's table. */
export const iaasSetupScope = 'iaas.setup';

/** oncePerKey of the setup screen's writes, with the signature its callers had before 0032. */
export function oncePerKey<T>(
  tx: Queryable,
  userId: string,
  idempotencyKey: string,
  request: unknown,
  write: () => Promise<SetupAnswer<T>>,
): Promise<SetupAnswer<T>> {
  return oncePerKeyOf(tx, { userId, idempotencyKey, scope: iaasSetupScope, request }, write);
}
