import { collectionSearchOf, withCollectionSearch } from './collectionSearch';

const known = { filterable: new Set(['state', 'region']), sortable: new Set(['name', 'state']) };
const read = (query: string) => collectionSearchOf(new URLSearchParams(query), known);

test.each([
  ['', { filter: [], sort: null, page: 1, pageSize: null }],
  [
    'filter=state%3Drunning&filter=region!%3Dsa-east-1&filter=%3Aerp&sort=-name&page=3&page_size=50',
    {
      filter: [
        { field: 'state', operator: '=', value: 'running' },
        { field: 'region', operator: '!=', value: 'sa-east-1' },
        { field: '', operator: ':', value: 'erp' },
      ],
      sort: { field: 'name', direction: 'desc' },
      page: 3,
      pageSize: 50,
    },
  ],
  // A field the list does not filter on, a malformed token, free text with '=', an empty value: dropped.
  [
    'filter=owner%3Dana&filter=state&filter=%3Dx&filter=state%3D&filter=region%3Asa',
    { filter: [{ field: 'region', operator: ':', value: 'sa' }], sort: null, page: 1, pageSize: null },
  ],
  // An unsortable field, a page that is no number, a page size over the limit: the defaults.
  ['sort=region&page=0&page_size=1000', { filter: [], sort: null, page: 1, pageSize: null }],
  [
    'sort=state&page=abc&page_size=10',
    { filter: [], sort: { field: 'state', direction: 'asc' }, page: 1, pageSize: 10 },
  ],
  // A value with an operator inside stays whole.
  [
    'filter=region%3Da%3Db',
    { filter: [{ field: 'region', operator: '=', value: 'a=b' }], sort: null, page: 1, pageSize: null },
  ],
])('reads ?%s', (query, expected) => {
  expect(read(query)).toEqual(expected);
});

test('writes the choices, keeping other parameters, and reads them back', () => {
  const choices = {
    filter: [
      { field: 'state', operator: '!=', value: 'stopped' },
      { field: '', operator: ':', value: 'erp app' },
    ] as const,
    sort: { field: 'name', direction: 'asc' } as const,
    page: 2,
    pageSize: 10,
  };
  const written = withCollectionSearch(new URLSearchParams('tab=open&page=9&filter=x%3Dy'), {
    ...choices,
    filter: [...choices.filter],
  });
  expect(written.toString()).toBe(
    'tab=open&filter=state%21%3Dstopped&filter=%3Aerp+app&sort=name&page=2&page_size=10',
  );
  expect(read(written.toString())).toEqual({ ...choices, filter: [...choices.filter] });
});

test('page 1, no sort, no page size: no parameter', () => {
  expect(
    withCollectionSearch(new URLSearchParams('sort=name&page=4'), {
      filter: [],
      sort: null,
      page: 1,
      pageSize: null,
    }).toString(),
  ).toBe('');
});
