import type { ListPreference, Preference } from '@nuvem/api-contract';
import { preferenceEndpoints } from '@nuvem/api-contract/paths';
import type { ListPreferences } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { preferencesKeys } from '../preferences/preferencesKeys';
import { useSession } from '../session/useSession';

/**
 * How the user likes one list (its columns, density and page size), kept per user on the server in the `lists`
 * preference (GET and PUT /preferences/lists): the list's defaults until it is read or when never saved. A
 * change shows at once and is saved behind; a failed save is forgotten on the next read.
 */
export function useListPreferences(
  list: string,
  defaults: ListPreferences,
): [ListPreferences, (next: ListPreferences) => void] {
  const session = useSession();
  const { data, mutate } = useSWR(preferencesKeys.of(session, 'lists'), () =>
    session.client.call<Preference<'lists'>>(preferenceEndpoints.get, { params: { namespace: 'lists' } }),
  );
  const saved = data?.data.data.find((p) => p.list === list);
  const preferences = useMemo(
    (): ListPreferences =>
      saved
        ? { visibleColumns: saved.visible_columns, density: saved.density, pageSize: saved.page_size }
        : defaults,
    [saved, defaults],
  );
  const { client } = session;
  const save = useCallback(
    (next: ListPreferences) => {
      const entry: ListPreference = {
        list,
        visible_columns: [...next.visibleColumns],
        density: next.density,
        page_size: next.pageSize,
      };
      void mutate(
        async (current) => {
          const others = (current?.data.data ?? []).filter((p) => p.list !== list);
          return client.call<Preference<'lists'>>(preferenceEndpoints.put, {
            params: { namespace: 'lists' },
            body: { data: [...others, entry] },
          });
        },
        {
          optimisticData: (current) =>
            ({
              success: true,
              data: {
                namespace: 'lists',
                ccode: null,
                updated_at: current?.data.updated_at ?? null,
                data: [...(current?.data.data ?? []).filter((p) => p.list !== list), entry],
              },
            }) as Preference<'lists'>,
          rollbackOnError: true,
          revalidate: false,
        },
      ).catch(() => undefined);
    },
    [list, client, mutate],
  );
  return [preferences, save];
}
