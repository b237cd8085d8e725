import type { Preference } from '@nuvem/api-contract';
import { preferenceEndpoints } from '@nuvem/api-contract/paths';
import { useCallback } from 'react';
import useSWR from 'swr';
import { useSession } from '../session/useSession';
import { insightsKeys } from './insightsKeys';
import { logger } from '../logging/logger';

type Recents = Preference<'RecentInsights'>;
const NONE: readonly string[] = [];

export interface RecentInsights {
  /** Most recent first. */
  ids: readonly string[];
  /** Records that the user opened this insight now (the server keeps the order and the limit). */
  opened: (id: string) => void;
}

/** The 'Recentes' row: the RecentInsights preference, kept on the server per user. */
export function useRecentInsights(): RecentInsights {
  const session = useSession();
  const { client } = session;
  const { data, mutate } = useSWR(
    insightsKeys.recents(session),
    () => client.call<Recents>(preferenceEndpoints.get, { params: { namespace: 'RecentInsights' } }),
    { onError: (error: unknown) => logger.warn('The recent insights could not be read', error) },
  );
  const opened = useCallback(
    (id: string) => {
      const touch = client.call<Recents>(preferenceEndpoints.touchRecentInsight, { params: { itemId: id } });
      // A missed record only leaves the row a little behind: nothing to tell the user.
      touch.then(
        (saved) => void mutate(saved, { revalidate: false }),
        (error: unknown) => logger.warn('The recent insight could not be recorded', error),
      );
    },
    [client, mutate],
  );
  return { ids: data?.data.data ?? NONE, opened };
}
