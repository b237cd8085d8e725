import { models } from '@nuvem/embed';
import { loadedReport } from '../testing/fakeHost';

const southOnly = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Consumo', column: 'Região' },
  filterType: 1,
  operator: 'In',
  values: ['Sul'],
  requireSingleSelection: false,
};
const iaasOnly = { ...southOnly, target: { table: 'Consumo', column: 'Serviço' }, values: ['IaaS'] };

test('report filters: set, read back, and every visual queries again with them', async () => {
  const host = await loadedReport();
  expect((await host.request('GET', '/report/filters')).body).toEqual([]);
  const answer = await host.request('POST', '/report/filters', { filtersOperation: 1, filters: [southOnly] });
  expect(answer).toEqual({ statusCode: 202, body: null });
  expect((await host.request('GET', '/report/filters')).body).toEqual([southOnly]);
  const [applied] = await host.waitForEvents('filtersApplied');
  expect(applied!.body).toMatchObject({ filtersLevel: 0, filters: [southOnly] });
  await host.waitForEvents('rendered', 2);
  // The visuals' queries (the filter pane also lists the values of the filtered field).
  const last = host.api
    .queries()
    .filter((query) => query.filters.length > 0)
    .slice(-3);
  expect(last.every((query) => query.filters.some((filter) => JSON.stringify(filter).includes('Sul')))).toBe(
    true,
  );
  // The API gets its own shape: no $schema, the values as they were.
  expect(last[0]!.filters[0]).toEqual({
    filterType: 1,
    target: { table: 'Consumo', column: 'Região' },
    operator: 'In',
    values: ['Sul'],
    requireSingleSelection: false,
  });
  host.close();
});

test('Add, Replace and RemoveAll combine with the filters in place', async () => {
  const host = await loadedReport();
  await host.request('POST', '/report/filters', { filtersOperation: 2, filters: [southOnly] });
  await host.request('POST', '/report/filters', { filtersOperation: 2, filters: [iaasOnly] });
  expect((await host.request('GET', '/report/filters')).body).toEqual([southOnly, iaasOnly]);
  const north = { ...southOnly, values: ['Norte'] };
  await host.request('POST', '/report/filters', { filtersOperation: 3, filters: [north] });
  expect((await host.request('GET', '/report/filters')).body).toEqual([north, iaasOnly]);
  await host.request('POST', '/report/filters', { filtersOperation: 0 });
  expect((await host.request('GET', '/report/filters')).body).toEqual([]);
  host.close();
});

test('PUT replaces a page level filters; visual filters apply to that visual only', async () => {
  const host = await loadedReport();
  expect((await host.request('PUT', '/report/pages/Overview/filters', [iaasOnly])).statusCode).toBe(202);
  expect((await host.request('GET', '/report/pages/Overview/filters')).body).toEqual([iaasOnly]);
  expect(
    (await host.request('PUT', '/report/pages/Overview/visuals/byRegion/filters', [southOnly])).statusCode,
  ).toBe(202);
  expect((await host.request('GET', '/report/pages/Overview/visuals/byRegion/filters')).body).toEqual([
    southOnly,
  ]);
  expect((await host.request('GET', '/report/pages/Overview/visuals/total/filters')).body).toEqual([]);
  await host.waitForEvents('rendered', 3);
  const queries = host.api.queries();
  const card = queries.filter((query) => query.groupBy.length === 0).at(-1)!;
  const bars = queries
    .filter((query) => query.groupBy.some((field) => 'column' in field && field.column === 'Região'))
    .at(-1)!;
  expect(JSON.stringify(card.filters)).not.toContain('Sul');
  expect(JSON.stringify(bars.filters)).toContain('Sul');
  expect(JSON.stringify(card.filters)).toContain('IaaS');
  host.close();
});

test('an invalid filter is refused with the validator message, and nothing changes', async () => {
  const host = await loadedReport();
  const before = host.api.queries().length;
  const bad = { ...southOnly, values: 'Sul' };
  const answer = await host.request('POST', '/report/filters', { filtersOperation: 1, filters: [bad] });
  expect(answer.statusCode).toBe(400);
  expect(Array.isArray(answer.body)).toBe(true);
  // The validator's own words, unchanged.
  expect((await host.request('PUT', '/report/filters', [{}])).body).toEqual(models.validateFilter({}));
  const unknownField = { ...southOnly, target: { table: 'Consumo', column: 'Nope' } };
  expect((await host.request('PUT', '/report/filters', [unknownField])).body).toEqual([
    { message: "target Consumo.Nope is not a field of the report's dataset" },
  ]);
  const removeAll = { filtersOperation: 0, filters: [southOnly] };
  const removeWithFilters = await host.request('POST', '/report/filters', removeAll);
  expect(removeWithFilters).toEqual({
    statusCode: 400,
    body: models.validateUpdateFiltersRequest(removeAll),
  });
  expect((await host.request('GET', '/report/filters')).body).toEqual([]);
  expect(host.eventsNamed('filtersApplied')).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(host.api.queries().length).toBe(before);
  host.close();
});

test('filters of unknown pages or visuals are refused with 404', async () => {
  const host = await loadedReport();
  expect((await host.request('GET', '/report/pages/Nope/filters')).statusCode).toBe(404);
  expect((await host.request('PUT', '/report/pages/Overview/visuals/nope/filters', [])).statusCode).toBe(404);
  host.close();
});

test('filters in the load config: a list replaces the report filters; OnLoadFilters says how per scope', async () => {
  const host = await loadedReport({}, { filters: [southOnly] });
  expect((await host.request('GET', '/report/filters')).body).toEqual([southOnly]);
  host.close();
  const scoped = await loadedReport(
    {},
    {
      filters: {
        allPages: { operation: 2, filters: [iaasOnly] },
        currentPage: { operation: 1, filters: [southOnly] },
      },
    },
  );
  expect((await scoped.request('GET', '/report/filters')).body).toEqual([iaasOnly]);
  expect((await scoped.request('GET', '/report/pages/Overview/filters')).body).toEqual([southOnly]);
  scoped.close();
});
