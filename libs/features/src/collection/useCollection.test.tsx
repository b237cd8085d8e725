import type { ListPreference } from '@nuvem/api-contract';
import type { ResourceListColumn } from '@nuvem/ui';
import { act, waitFor } from '@testing-library/react';
import { json } from '../testing/fakeFetch';
import { requestsTo } from '../testing/fakeApi';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useCollection, type CollectionRequest } from './useCollection';

interface Row {
  id: string;
  name: string;
  state: string;
}
const columns: ResourceListColumn<Row>[] = [
  { id: 'name', header: 'Nome', cell: (r) => r.name, sortable: true },
  { id: 'state', header: 'Situação', cell: (r) => r.state, sortable: true, filter: {} },
];
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({
  id: `r${i}`,
  name: `vm-${String(i).padStart(2, '0')}`,
  state: i % 3 === 0 ? 'stopped' : 'running',
}));

const listsPreference = (data: ListPreference[]) => ({
  success: true,
  data: { namespace: 'lists', ccode: null, data, updated_at: null },
});

function setup(savedLists: ListPreference[] = []) {
  let lists = savedLists;
  return setupFeatures({
    'GET /api/v1/preferences/lists': () => json(200, listsPreference(lists)),
    'PUT /api/v1/preferences/lists': (request) => {
      lists = (request.body as { data: ListPreference[] }).data;
      return json(200, listsPreference(lists));
    },
  });
}

/** The hook over an address that the test holds, as react-router's search params would be. */
function useAt(initial: string, source: Parameters<typeof useCollection<Row>>[1]) {
  const address = { search: new URLSearchParams(initial) };
  return {
    address,
    useHook: () =>
      useCollection<Row>(
        {
          list: 'vms',
          columns,
          search: address.search,
          onSearchChange: (next) => (address.search = next),
          defaultPageSize: 10,
        },
        source,
      ),
  };
}

test('server-paged: the address and the saved page size make the request; the answer the rows', async () => {
  const { renderHook } = setup([
    { list: 'vms', visible_columns: ['name'], density: 'comfortable', page_size: 5 },
  ]);
  const fetch = vi.fn(async (request: CollectionRequest) => ({
    items: rows.slice((request.page - 1) * request.pageSize, request.page * request.pageSize),
    total: rows.length,
  }));
  const { useHook } = useAt('filter=state%3Drunning&sort=-name&page=2', { key: ['vms'], fetch });
  const { result } = renderHook(useHook);
  expect(result.current.listProps.state).toEqual({ status: 'loading' });
  await waitFor(() => expect(result.current.listProps.preferences.pageSize).toBe(5));
  await waitFor(() =>
    expect(fetch).toHaveBeenLastCalledWith({
      filter: [{ field: 'state', operator: '=', value: 'running' }],
      sort: { field: 'name', direction: 'desc' },
      page: 2,
      pageSize: 5,
    }),
  );
  await waitFor(() => expect(result.current.listProps.state).toEqual({ status: 'ready', updating: false }));
  expect(result.current.listProps.rows.map((r) => r.id)).toEqual(['r5', 'r6', 'r7', 'r8', 'r9']);
  expect(result.current.listProps.total).toBe(30);
  expect(result.current.listProps.preferences).toEqual({
    visibleColumns: ['name'],
    density: 'comfortable',
    pageSize: 5,
  });
});

test('a new filter or sort goes back to page 1 in the address; a page is written as asked', () => {
  const { renderHook } = setup();
  const { useHook, address } = useAt('page=3&tab=open', { key: null, fetch: vi.fn() });
  const { result } = renderHook(useHook);
  act(() => result.current.listProps.onFilterChange([{ field: '', operator: ':', value: 'erp' }]));
  expect(address.search.toString()).toBe('tab=open&filter=%3Aerp');
  act(() => result.current.listProps.onPageChange(4));
  expect(address.search.toString()).toBe('tab=open&page=4');
  act(() => result.current.listProps.onSortChange({ field: 'state', direction: 'asc' }));
  expect(address.search.toString()).toBe('tab=open&sort=state');
});

test('preferences are saved on the server beside the other lists’, and a new page size goes in the address', async () => {
  const other: ListPreference = { list: 'tickets', visible_columns: [], density: 'compact', page_size: 50 };
  const { renderHook, requests } = setup([other]);
  const { useHook, address } = useAt('page=2', { key: null, fetch: vi.fn() });
  const { result } = renderHook(useHook);
  await waitFor(() => expect(requestsTo(requests, 'GET /api/v1/preferences/lists')).toHaveLength(1));
  expect(result.current.listProps.preferences).toEqual({
    visibleColumns: ['name', 'state'],
    density: 'compact',
    pageSize: 10,
  });
  act(() =>
    result.current.listProps.onPreferencesChange({
      visibleColumns: ['state'],
      density: 'comfortable',
      pageSize: 25,
    }),
  );
  await waitFor(() => expect(requestsTo(requests, 'PUT /api/v1/preferences/lists')).toHaveLength(1));
  expect(requestsTo(requests, 'PUT /api/v1/preferences/lists')[0]!.body).toEqual({
    data: [other, { list: 'vms', visible_columns: ['state'], density: 'comfortable', page_size: 25 }],
  });
  expect(address.search.toString()).toBe('page_size=25');
  await waitFor(() =>
    expect(result.current.listProps.preferences).toMatchObject({
      visibleColumns: ['state'],
      density: 'comfortable',
    }),
  );
});

test('in memory: filtered, sorted and paged here; a page past the last shows the last', async () => {
  const { renderHook } = setup();
  const { useHook } = useAt('filter=state%3Dstopped&sort=-name&page=7&page_size=3', {
    items: rows,
    state: { status: 'ready' },
    accessors: { valueOf: (r, field) => r[field as keyof Row], textOf: (r) => r.name },
  });
  const { result } = renderHook(useHook);
  expect(result.current.listProps.total).toBe(10);
  expect(result.current.listProps.page).toBe(4);
  expect(result.current.listProps.rows.map((r) => r.name)).toEqual(['vm-00']);
});

test('server-paged: a failure is the API’s error, translated, with a retry', async () => {
  const { renderHook } = setup();
  const fetch = vi.fn().mockRejectedValue(new Error('boom'));
  const { useHook } = useAt('', { key: ['vms-fail'], fetch });
  const { result } = renderHook(useHook);
  await waitFor(() => expect(result.current.listProps.state.status).toBe('error'));
  fetch.mockResolvedValue({ items: rows.slice(0, 2), total: 2 });
  act(() => result.current.listProps.onRetry?.());
  await waitFor(() => expect(result.current.listProps.state).toEqual({ status: 'ready', updating: false }));
  expect(result.current.listProps.total).toBe(2);
});

test('server-paged: a new filter keeps the last rows, marked updating, until its own answer', async () => {
  const { renderHook } = setup();
  let answer = () => {};
  const fetch = vi.fn(async (request: CollectionRequest) => {
    const matching = request.filter.length ? rows.filter((r) => r.state === 'stopped') : rows;
    if (request.filter.length) await new Promise<void>((resolve) => (answer = resolve));
    return { items: matching.slice(0, request.pageSize), total: matching.length };
  });
  const { useHook } = useAt('', { key: ['vms-updating'], fetch });
  const { result, rerender } = renderHook(useHook);
  await waitFor(() => expect(result.current.listProps.state).toEqual({ status: 'ready', updating: false }));
  const first = result.current.listProps.rows;
  act(() => result.current.listProps.onFilterChange([{ field: 'state', operator: '=', value: 'stopped' }]));
  rerender();
  await waitFor(() => expect(result.current.listProps.state).toEqual({ status: 'ready', updating: true }));
  expect(result.current.listProps.rows).toBe(first);
  act(() => answer());
  await waitFor(() => expect(result.current.listProps.state).toEqual({ status: 'ready', updating: false }));
  expect(result.current.listProps.rows.every((r) => r.state === 'stopped')).toBe(true);
  expect(result.current.listProps.total).toBe(10);
});
