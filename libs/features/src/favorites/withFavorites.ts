import type { FavoriteEnvironment } from '@nuvem/api-contract';
import type { Account } from '@nuvem/ui';

/**
 * The accounts with `isFavorite` set from the favorites list (matched by cloud_id, spec §5), favorites
 * moved to the top (spec §2.7); each group keeps its order.
 */
export function withFavorites(
  accounts: readonly Account[],
  favorites: readonly Pick<FavoriteEnvironment, 'cloud_id'>[],
): Account[] {
  const starred = new Set(favorites.map((f) => f.cloud_id));
  const marked = accounts.map((account) => ({ ...account, isFavorite: starred.has(account.cloud_id) }));
  return [...marked.filter((a) => a.isFavorite), ...marked.filter((a) => !a.isFavorite)];
}
