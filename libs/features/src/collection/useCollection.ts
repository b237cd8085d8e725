import type {
  ListPreferences,
  ListSort,
  ResourceListColumn,
  ResourceListCollectionProps,
  ResourceListState,
} from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { preload } from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { filterAndSort, pageOf, type CollectionAccessors } from './applyCollection';
import { collectionSearchOf, withCollectionSearch, type CollectionSearch } from './collectionSearch';
import { useListPreferences } from './useListPreferences';

/** What a server-paged list asks for: the address's choices with the page size settled. */
export interface CollectionRequest extends Omit<CollectionSearch, 'pageSize'> {
  pageSize: number;
}

/** A server's page of a list; `P` may carry more (a summary the page shows above the list). */
export interface CollectionPage<T> {
  items: readonly T[];
  total: number;
}

export type CollectionSource<T, P extends CollectionPage<T>> =
  | {
      /** Server-paged: the SWR key of the list (null: ask nothing), completed with the request. */
      key: readonly unknown[] | null;
      fetch: (request: CollectionRequest) => Promise<P>;
    }
  | {
      /** The whole list, filtered, sorted and paged here. */
      items: readonly T[];
      state: ResourceListState;
      retry?: () => void;
      accessors: CollectionAccessors<T>;
    };

export interface CollectionOptions<T> {
  /** The list's id in the user's `lists` preference ('iaas-resources'). */
  list: string;
  columns: readonly ResourceListColumn<T>[];
  /** The address's search params and how to change them (the portal passes react-router's). */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  defaultSort?: ListSort | null;
  defaultPageSize?: number;
  /** Columns shown until the user chooses (every column by default). */
  defaultColumns?: readonly string[];
}

export type CollectionListProps<T> = ResourceListCollectionProps<T>;

export interface Collection<T, P> {
  /** Spread into ResourceList (with its label, columns, rowId and empty state). */
  listProps: CollectionListProps<T>;
  /** The server's last page (server-paged lists): what it carries besides the rows. */
  response: P | undefined;
}

const NONE: readonly never[] = [];

/**
 * The one hook behind every list screen (Cloudscape's useCollection): the address's filter tokens, sort, page
 * and page size, and the user's saved columns, density and page size (the `lists` preference), made into
 * ResourceList's props, for a server-paged fetcher (its SWR key completed with the request, the previous page
 * kept while the next loads) or a whole list in memory (filtered, sorted and paged here). A new filter or sort
 * goes back to page 1.
 */
export function useCollection<T, P extends CollectionPage<T> = CollectionPage<T>>(
  options: CollectionOptions<T>,
  source: CollectionSource<T, P>,
): Collection<T, P> {
  const {
    list,
    columns,
    search,
    onSearchChange,
    defaultSort = null,
    defaultPageSize = 25,
    defaultColumns,
  } = options;
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);

  const known = useMemo(
    () => ({
      filterable: new Set(columns.filter((c) => c.filter).map((c) => c.id)),
      sortable: new Set(columns.filter((c) => c.sortable).map((c) => c.id)),
    }),
    [columns],
  );
  const defaults = useMemo(
    (): ListPreferences => ({
      visibleColumns: defaultColumns ?? columns.map((c) => c.id),
      density: 'compact',
      pageSize: defaultPageSize,
    }),
    [columns, defaultColumns, defaultPageSize],
  );
  const [preferences, savePreferences] = useListPreferences(list, defaults);
  const searchKey = search.toString();
  const choices = useMemo(
    () => collectionSearchOf(new URLSearchParams(searchKey), known),
    [searchKey, known],
  );
  const requestOf = (of: CollectionSearch): CollectionRequest => ({
    filter: of.filter,
    sort: of.sort ?? defaultSort,
    page: of.page,
    pageSize: of.pageSize ?? preferences.pageSize,
  });
  const request = requestOf(choices);

  const server = 'fetch' in source ? source : null;
  const keyOf = (of: CollectionRequest) => (server?.key ? [...server.key, JSON.stringify(of)] : null);
  const change = (next: Partial<CollectionSearch>) => {
    const nextSearch = withCollectionSearch(new URLSearchParams(searchKey), { ...choices, ...next });
    // The next page is asked at once, from the event: the address's change re-renders the page first, and
    // the request would otherwise leave only after that render (SWR finds it in flight).
    const nextRequest = requestOf(collectionSearchOf(nextSearch, known));
    const nextKey = keyOf(nextRequest);
    if (server && nextKey) void preload(nextKey, () => server.fetch(nextRequest)).catch(() => undefined);
    onSearchChange(nextSearch);
  };

  const requestKey = JSON.stringify(request);
  const fetched = useSWR(keyOf(request), () => server!.fetch(request), {
    keepPreviousData: true,
  });

  let rows: readonly T[];
  let total: number;
  let page = request.page;
  let state: ResourceListState;
  let retry: (() => void) | undefined;
  const memory = 'items' in source ? source : null;
  const inMemory = useMemo(
    () => (memory ? filterAndSort(memory.items, request.filter, request.sort, memory.accessors) : null),
    // requestKey stands for the request's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [memory?.items, memory?.accessors, requestKey],
  );
  if (memory && inMemory) {
    const shown = pageOf(inMemory, request.page, request.pageSize);
    rows = shown.rows;
    page = shown.page;
    total = inMemory.length;
    state = memory.state;
    retry = memory.retry;
  } else {
    rows = fetched.data?.items ?? NONE;
    total = fetched.data?.total ?? 0;
    state =
      fetched.error !== undefined && !fetched.isLoading && !fetched.isValidating
        ? { status: 'error', message: noticeOf(fetched.error)?.message ?? t('error_code.internal_error') }
        : fetched.data === undefined
          ? { status: 'loading' }
          : // The previous choice's rows stay shown (keepPreviousData) while this one's load.
            { status: 'ready', updating: fetched.isLoading };
    retry = () => void fetched.mutate();
  }

  const listProps: CollectionListProps<T> = {
    rows,
    total,
    page,
    onPageChange: (next) => change({ page: next }),
    state,
    onRetry: retry,
    filter: request.filter,
    onFilterChange: (filter) => change({ filter, page: 1 }),
    sort: request.sort,
    onSortChange: (sort) => change({ sort, page: 1 }),
    preferences: { ...preferences, pageSize: request.pageSize },
    onPreferencesChange: (next) => {
      savePreferences(next);
      if (next.pageSize !== request.pageSize) change({ pageSize: next.pageSize, page: 1 });
    },
  };
  return { listProps, response: fetched.data };
}
