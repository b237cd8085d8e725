import type {
  FavoriteEnvironment,
  FavoriteEnvironmentList,
  SaveFavoriteEnvironment,
} from '@nuvem/api-contract';
import { favoriteEnvironmentEndpoints } from '@nuvem/api-contract/paths';
import type { Account } from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { SUCCESS_TOAST_MS } from '../notices/noticesConstants';
import { useNotify } from '../notices/useNotify';
import { useSession } from '../session/useSession';
import { favoritesKeys } from './favoritesKeys';
import { withFavorites } from './withFavorites';
import { isReadOnlyRefusal } from '../impersonation/readOnlyRefusal';
import { logger } from '../logging/logger';

const NO_FAVORITES: FavoriteEnvironment[] = [];

export interface FavoriteAccounts {
  /** The accounts, each with isFavorite, favorites first. */
  accounts: Account[];
  /** Saves (`next` true) or deletes the star; the list shows the change at once and undoes it on failure. */
  toggle: (account: Account, next: boolean) => Promise<void>;
  /** cloud_ids whose change is on its way. */
  pending: readonly string[];
}

/**
 * The account picker's favorites (spec §2.7, §4, §8): GET /favorites/environments; a star saves with
 * POST (email, cloud_id, t_code, federal_id) or deletes with DELETE …/:cloudId, then the list is reloaded.
 * Success: 'Atualizado' - 'Favorito atualizado com sucesso'; failure: the alert 'erro', and the star
 * goes back.
 */
export function useFavoriteAccounts(
  accounts: readonly Account[],
  email: string | undefined,
): FavoriteAccounts {
  const { status, epoch, client } = useSession();
  const { t } = useTranslation('features');
  const noticeOf = useErrorNotice();
  const { notify, notifyError } = useNotify();
  const [pending, setPending] = useState<readonly string[]>([]);
  const { data, mutate } = useSWR(
    favoritesKeys.environments({ status, epoch }),
    () => client.call<FavoriteEnvironmentList>(favoriteEnvironmentEndpoints.list),
    { onError: (error: unknown) => notifyError(error, 'favorites:list') },
  );
  const favorites = data?.Items ?? NO_FAVORITES;

  const toggle = useCallback(
    async (account: Account, next: boolean) => {
      const id = account.cloud_id;
      setPending((ids) => [...ids, id]);
      const change = async () => {
        if (next) {
          const body: SaveFavoriteEnvironment = {
            email: email ?? '',
            cloud_id: id,
            t_code: account.t_code,
            federal_id: account.federal_id ?? '',
          };
          await client.call<FavoriteEnvironment>(favoriteEnvironmentEndpoints.save, { body });
        } else {
          await client.call<void>(favoriteEnvironmentEndpoints.remove, { params: { cloudId: id } });
        }
        // Reloaded from the favorites call (spec §2.7): populateCache is off, revalidate is on.
        return undefined;
      };
      const optimistic = (current: FavoriteEnvironmentList | undefined): FavoriteEnvironmentList => {
        const items = (current?.Items ?? []).filter((f) => f.cloud_id !== id);
        if (next)
          items.push({
            id: `pending-${id}`,
            cloud_id: id,
            email: email ?? '',
            t_code: account.t_code,
            federal_id: account.federal_id ?? '',
          });
        return { Items: items };
      };
      try {
        await mutate(change, { optimisticData: optimistic, rollbackOnError: true, populateCache: false });
        notify({
          severity: 'success',
          title: t('favorites.savedTitle'),
          message: t('favorites.saved'),
          autoHideMs: SUCCESS_TOAST_MS,
        });
      } catch (error) {
        logger.warn('The favorite could not be changed', error);
        const notice = noticeOf(error);
        notify({
          severity: 'error',
          title: notice?.title ?? t('favorites.failedTitle'),
          // Spec §8's 'erro', unless the refusal is an impersonation's, which the user can act on.
          message: isReadOnlyRefusal(error) && notice ? notice.message : t('favorites.failed'),
        });
      } finally {
        setPending((ids) => ids.filter((p) => p !== id));
      }
    },
    [client, email, mutate, notify, noticeOf, t],
  );

  return {
    accounts: useMemo(() => withFavorites(accounts, favorites), [accounts, favorites]),
    toggle,
    pending,
  };
}
