import type { SearchResult } from '@nuvem/api-contract';
import { searchEndpoints } from '@nuvem/api-contract/paths';
import type { SearchResult as SearchHit } from '@nuvem/ui';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { useSession } from '../session/useSession';
import { searchKeys } from './searchKeys';
import { searchTextOf } from './searchText';

export interface TopologySearch {
  /** The text searched last ('' before any search): the overlay reopens with it. */
  query: string;
  /** Runs a search; a text of 4 characters or fewer is ignored (spec §2.9). */
  search: (text: string) => void;
  /** The hits; undefined before the first search answers. */
  results: SearchHit[] | undefined;
  /** How many topologies match in all ('resultados encontrados:'). */
  total: number | undefined;
  loading: boolean;
  /** The failure, translated per spec §8. */
  error: string | undefined;
}

/**
 * The global search (spec §2.9): GET /search/topologies?q=… for the text the overlay reports (it waits
 * 1 s after typing stops). Answers are cached per text, so going back to a previous text is instant.
 */
export function useTopologySearch(): TopologySearch {
  const { status, epoch, client } = useSession();
  const noticeOf = useErrorNotice();
  const [query, setQuery] = useState<string | null>(null);
  const { data, error, isLoading } = useSWR(
    searchKeys.topologies({ status, epoch }, query),
    ([, , q]) => client.call<SearchResult>(searchEndpoints.topologies, { query: { q } }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  const search = useCallback((text: string) => {
    const q = searchTextOf(text);
    if (q !== null) setQuery(q);
  }, []);
  return {
    query: query ?? '',
    search,
    results: query === null ? undefined : data?.data,
    total: data?.total,
    loading: isLoading,
    error: error === undefined ? undefined : (noticeOf(error)?.message ?? String(error)),
  };
}
