import { loadedReport, loadedReportWithActions } from '../testing/fakeHost';

const base = '/report/pages/Overview/visuals';

test('exportData answers CSV of the visual data under its filters, within the rows asked', async () => {
  const host = await loadedReport();
  const { statusCode, body } = await host.request('POST', `${base}/byRegion/exportData`, {
    rows: 2,
    exportDataType: 0,
  });
  expect(statusCode).toBe(200);
  expect((body as { data: string }).data).toBe('Região,Custo Total\r\nSudeste,300\r\nSul,150\r\n');
  await host.request('PUT', '/report/filters', [
    {
      $schema: 'http://powerbi.com/product/schema#basic',
      target: { table: 'Consumo', column: 'Região' },
      filterType: 1,
      operator: 'In',
      values: ['Norte'],
    },
  ]);
  const filtered = await host.request('POST', `${base}/byRegion/exportData`, { exportDataType: 0 });
  expect((filtered.body as { data: string }).data).toBe('Região,Custo Total\r\nNorte,50\r\n');
  const underlying = host.api.calls.length;
  await host.request('POST', `${base}/byRegion/exportData`, { exportDataType: 1, rows: 10 });
  const query = (
    host.api.calls.slice(underlying).find((call) => call.path.endsWith('/query'))!.body as {
      queries: { mode?: string; limit?: number }[];
    }
  ).queries[0]!;
  expect(query).toMatchObject({ mode: 'underlying', limit: 10 });
  host.close();
});

test('exportData is validated and refused for visuals without data', async () => {
  const host = await loadedReport();
  expect((await host.request('POST', `${base}/byRegion/exportData`, { exportDataType: 7 })).statusCode).toBe(
    400,
  );
  expect((await host.request('POST', `${base}/note/exportData`, {})).statusCode).toBe(400);
  expect((await host.request('POST', `${base}/nope/exportData`, {})).statusCode).toBe(404);
  host.close();
});

test('buttons are listed as actionButton, never queried, and have no data to export', async () => {
  const host = await loadedReportWithActions({ pageName: 'Actions' });
  const { body } = await host.request('GET', '/report/pages/Actions/visuals');
  expect((body as { name: string; type: string }[]).map(({ name, type }) => [name, type])).toEqual([
    ['statusPages', 'tableEx'],
    ['toOverview', 'actionButton'],
    ['southOnly', 'actionButton'],
    ['toNowhere', 'actionButton'],
  ]);
  // The page's one query is the table's.
  expect(host.api.queries()).toHaveLength(1);
  const exported = await host.request('POST', '/report/pages/Actions/visuals/toOverview/exportData', {});
  expect(exported).toMatchObject({ statusCode: 400, body: { message: 'noData' } });
  host.close();
});

test('slicer state: the slicer field as target, selection set and applied to the other visuals', async () => {
  const host = await loadedReport();
  const empty = await host.request('GET', `${base}/serviceSlicer/slicer`);
  expect(empty.body).toEqual({ filters: [], targets: [{ table: 'Consumo', column: 'Serviço' }] });
  const filter = {
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: 'Consumo', column: 'Serviço' },
    filterType: 1,
    operator: 'In',
    values: ['IaaS'],
  };
  expect((await host.request('PUT', `${base}/serviceSlicer/slicer`, { filters: [filter] })).statusCode).toBe(
    202,
  );
  expect((await host.request('GET', `${base}/serviceSlicer/slicer`)).body).toMatchObject({
    filters: [filter],
  });
  await host.waitForEvents('rendered', 2);
  const cards = host.api.queries().filter((query) => query.groupBy.length === 0);
  expect(JSON.stringify(cards.at(-1)!.filters)).toContain('IaaS');
  // The slicer keeps listing every service: its own selection does not narrow it.
  const slicers = host.api
    .queries()
    .filter((query) => query.groupBy.some((field) => 'column' in field && field.column === 'Serviço'));
  expect(slicers.every((query) => !JSON.stringify(query.filters).includes('IaaS'))).toBe(true);
  const wrongField = { ...filter, target: { table: 'Consumo', column: 'Região' } };
  expect(
    (await host.request('PUT', `${base}/serviceSlicer/slicer`, { filters: [wrongField] })).statusCode,
  ).toBe(400);
  expect((await host.request('GET', `${base}/byRegion/slicer`)).body).toMatchObject({
    message: 'notASlicer',
  });
  host.close();
});

test('clone puts a copy beside the visual and answers its name', async () => {
  const host = await loadedReport();
  const { statusCode, body } = await host.request('POST', `${base}/byRegion/clone`, {});
  expect(statusCode).toBe(200);
  const { visualName, visual } = body as { visualName: string; visual: { layout: { x: number; y: number } } };
  expect(visualName).toMatch(/^visual[0-9a-f]{20}$/);
  expect(visual.layout).toMatchObject({ x: 340, y: 20 });
  const visuals = (await host.request('GET', `/report/pages/Overview/visuals`)).body as { name: string }[];
  expect(visuals.map((candidate) => candidate.name)).toContain(visualName);
  expect((await host.request('GET', '/report/hasUnsavedChanges')).body).toBe(true);
  const placed = await host.request('POST', `${base}/byRegion/clone`, {
    layout: { x: 5, y: 6, width: 100, height: 90 },
  });
  expect((placed.body as { visual: { layout: object } }).visual.layout).toMatchObject({
    x: 5,
    y: 6,
    width: 100,
    height: 90,
  });
  host.close();
});

test('sortBy orders the visual by one of its fields; other fields and bad directions are refused', async () => {
  const host = await loadedReport();
  const answer = await host.request('PUT', `${base}/byRegion/sortBy`, {
    orderBy: { table: 'Consumo', column: 'Região' },
    direction: 1,
  });
  expect(answer).toEqual({ statusCode: 202, body: null });
  await host.waitForEvents('rendered', 2);
  const bars = host.api
    .queries()
    .filter(
      (query) =>
        query.groupBy.length === 1 && 'column' in query.groupBy[0]! && query.groupBy[0]!.column === 'Região',
    );
  expect(bars.at(-1)!.orderBy).toEqual([
    { field: { table: 'Consumo', column: 'Região' }, direction: 'Ascending' },
  ]);
  expect(
    (
      await host.request('PUT', `${base}/byRegion/sortBy`, {
        orderBy: { table: 'Consumo', column: 'Mês' },
        direction: 1,
      })
    ).statusCode,
  ).toBe(400);
  expect(
    (
      await host.request('PUT', `${base}/byRegion/sortBy`, {
        orderBy: { table: 'Consumo', column: 'Região' },
        direction: 3,
      })
    ).statusCode,
  ).toBe(400);
  host.close();
});

test('smart narratives summarize a visual and a page from their data, in the frame language', async () => {
  const host = await loadedReport({ search: '?uid=u1&language=en&formatLocale=en-US' });
  const visual = await host.request('GET', `${base}/byRegion/smartNarrativeInsights`);
  expect(visual.statusCode).toBe(200);
  expect((visual.body as { summaryText: string }).summaryText).toBe(
    'Total Cost totals R$500.00 across 3 values of Region. Sudeste has the highest Total Cost (R$300.00, 60.0% of the total). Norte has the lowest (R$50.00, 10.0% of the total).',
  );
  const page = await host.request('GET', '/report/pages/Overview/smartNarrativeInsights');
  const text = (page.body as { summaryText: string }).summaryText;
  expect(text).toContain('Custo total: Total Cost is R$500.00.');
  expect(text).toContain('Custo por região: Total Cost totals R$500.00');
  expect((await host.request('GET', `${base}/note/smartNarrativeInsights`)).statusCode).toBe(400);
  host.close();
});

test('a smart narrative follows the filters', async () => {
  const host = await loadedReport();
  await host.request('PUT', '/report/pages/Overview/visuals/byRegion/filters', [
    {
      $schema: 'http://powerbi.com/product/schema#basic',
      target: { table: 'Consumo', column: 'Região' },
      filterType: 1,
      operator: 'In',
      values: ['Sul', 'Norte'],
    },
  ]);
  const { body } = await host.request('GET', `${base}/byRegion/smartNarrativeInsights`);
  // pt-BR writes money with a no-break space.
  expect((body as { summaryText: string }).summaryText).toMatch(
    /^Custo Total soma R\$\s200,00 em 2 valores de Região\. Sul tem o maior valor de Custo Total \(R\$\s150,00, 75,0% do total\)\./,
  );
  host.close();
});
