// Who may run query batches now (queryBatchConcurrency): one embed token's batches one at a time, one user's
// two at a time, each with a short queue; beyond it, 429 analytics_busy with Retry-After. Nobody holding a
// token can take more than their share of the analytics lane (db/statement-lanes.ts), however many batches
// they send at once.
import { queryBatchConcurrency, type EmbedTokenClaims } from '@nuvem/api-contract';
import { ApiError } from '../../errors';
import { KeyedGate, type Release } from '../../caching/keyed-gate';

export const analyticsBusy = () =>
  new ApiError(
    429,
    'analytics_busy',
    'Too many query batches of this token or user are running or waiting.',
    [String(queryBatchConcurrency.retryAfterSeconds)],
  );

export class BatchAdmission {
  private readonly tokens = new KeyedGate(queryBatchConcurrency.perToken);
  private readonly users = new KeyedGate(queryBatchConcurrency.perUser);

  /** Resolves with the release once the batch may run; throws analytics_busy when the queues are full. */
  async admit(claims: Pick<EmbedTokenClaims, 'jti' | 'sub'>): Promise<Release> {
    const tokenTurn = this.tokens.enter(claims.jti);
    if (!tokenTurn) throw analyticsBusy();
    const releaseToken = await tokenTurn;
    const userTurn = this.users.enter(claims.sub);
    if (!userTurn) {
      releaseToken();
      throw analyticsBusy();
    }
    const releaseUser = await userTurn;
    return () => {
      releaseUser();
      releaseToken();
    };
  }
}
