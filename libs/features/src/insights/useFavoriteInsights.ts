import type { Preference } from '@nuvem/api-contract';
import { preferenceEndpoints } from '@nuvem/api-contract/paths';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { SUCCESS_TOAST_MS } from '../notices/noticesConstants';
import { useNotify } from '../notices/useNotify';
import { useSession } from '../session/useSession';
import { insightsKeys } from './insightsKeys';
import { logger } from '../logging/logger';

type Favorites = Preference<'FavoriteInsights'>;

export interface FavoriteInsights {
  /** The starred ids as the user sees them: the saved list with the changes on their way applied. */
  ids: ReadonlySet<string>;
  /** Stars (`next` true) or unstars one insight; settles when that change has answered (never rejects). */
  toggle: (id: string, next: boolean) => Promise<void>;
}

/**
 * The favorite dashboards (spec §2.5, §3, §4, §8): the FavoriteInsights preference on the server, changed
 * one id at a time (PUT or DELETE …/FavoriteInsights/items/:id), so two tabs starring different dashboards
 * lose nothing. The star answers at once: the wanted state shows until the last change for that id has
 * answered, and then the server's list, which by then agrees, so it never flickers. Success: 'Atualizado'
 * - 'Favorito atualizado com sucesso'; failure: 'Erro' - 'Não pude atualizar a lista de favoritos. Tente
 * novamente.', and the star shows the last saved state again. Changes to one id are sent in order.
 */
export function useFavoriteInsights(): FavoriteInsights {
  const session = useSession();
  const { client } = session;
  const { t } = useTranslation('features');
  const { notify } = useNotify();
  const { data, mutate } = useSWR(
    insightsKeys.favorites(session),
    () => client.call<Favorites>(preferenceEndpoints.get, { params: { namespace: 'FavoriteInsights' } }),
    { onError: (error: unknown) => logger.warn('The favorite dashboards could not be read', error) },
  );
  const [wanted, setWanted] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  // The last change sent for each id: the next one waits for it, and only the last clears the wish.
  const queue = useRef(new Map<string, Promise<void>>());

  const toggle = useCallback(
    (id: string, next: boolean) => {
      setWanted((current) => new Map(current).set(id, next));
      const send = async () => {
        try {
          const endpoint = next
            ? preferenceEndpoints.addFavoriteInsight
            : preferenceEndpoints.removeFavoriteInsight;
          const saved = await client.call<Favorites>(endpoint, { params: { dashboardId: id } });
          await mutate(saved, { revalidate: false });
          notify({
            severity: 'success',
            title: t('favorites.savedTitle'),
            message: t('favorites.saved'),
            autoHideMs: SUCCESS_TOAST_MS,
          });
        } catch (error) {
          logger.warn('The favorite dashboard could not be changed', error);
          notify({
            severity: 'error',
            title: t('favorites.failedTitle'),
            message: t('favorites.insightFailed'),
          });
        }
      };
      const change = (queue.current.get(id) ?? Promise.resolve()).then(send);
      queue.current.set(id, change);
      return change.then(() => {
        if (queue.current.get(id) !== change) return;
        queue.current.delete(id);
        setWanted((current) => {
          const rest = new Map(current);
          rest.delete(id);
          return rest;
        });
      });
    },
    [client, mutate, notify, t],
  );

  const saved = data?.data.data;
  const ids = useMemo(() => {
    const starred = new Set(saved);
    for (const [id, on] of wanted) {
      if (on) starred.add(id);
      else starred.delete(id);
    }
    return starred;
  }, [saved, wanted]);
  return { ids, toggle };
}
