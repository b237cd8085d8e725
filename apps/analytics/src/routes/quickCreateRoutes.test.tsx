import { models } from '@nuvem/embed';
import { render, screen } from '@testing-library/react';
import { quickReportContent } from '../report/authoring/quickReport';
import { activePageOf } from '../report/reportLookups';
import { dataset } from '../testing/demoContent';
import { fakeAnalyticsApi, QUICK_DATASET_ID } from '../testing/fakeAnalyticsApi';
import { fakeHost, sessionOf } from '../testing/fakeHost';
import { EmbedError } from '../view/EmbedError';

// quickCreate in the frame: POST /quickcreate hands the host's data to the API as a dataset, and a report
// generated over it opens in the editor, unsaved; save as stores it over that dataset.
const datasetCreateConfig = (dataType = 'Number') => ({
  locale: 'pt-BR',
  tableSchemaList: [
    {
      name: 'Consumo',
      columns: [
        { name: 'Região', dataType: 'Text' },
        { name: 'Custo', dataType },
      ],
    },
  ],
  data: [{ name: 'Consumo', rows: [['Sul', '10']] }],
});
const quickConfig = (dataType?: string) => ({
  accessToken: 'token-1',
  datasetCreateConfig: datasetCreateConfig(dataType),
});

test('a bad quick create config gets the models validation errors and nothing reaches the API', async () => {
  const host = await fakeHost();
  const bad = { accessToken: 'token-1', datasetCreateConfig: { tableSchemaList: [] } };
  const answer = await host.request('POST', '/quickcreate', bad);
  expect(answer.statusCode).toBe(400);
  expect(answer.body).toEqual(models.validateQuickCreate(bad));
  expect(host.api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  host.close();
});

test('quick create sends the data to the API and opens the generated report unsaved, in edit mode', async () => {
  const host = await fakeHost();
  expect((await host.request('POST', '/quickcreate', quickConfig())).statusCode).toBe(202);
  await host.waitForEvents('loaded');
  const post = host.api.calls.find((call) => call.path === '/api/v1/analytics/quick-datasets');
  expect(post!.body).toEqual(datasetCreateConfig());
  const session = await sessionOf(host);
  expect(session.state.viewMode).toBe(models.ViewMode.Edit);
  expect(session.state.report).toMatchObject({
    id: '',
    name: 'Relatório sem título',
    datasetId: QUICK_DATASET_ID,
  });
  expect(activePageOf(session.state).visuals.length).toBeGreaterThan(1);
  await host.waitForEvents('rendered');
  expect((await host.request('POST', '/report/saveAs', { name: 'Rápido' })).statusCode).toBe(202);
  const [saved] = await host.waitForEvents('saved');
  expect(saved!.body).toMatchObject({ reportName: 'Rápido', saveAs: true });
  expect(
    host.api.calls.some((call) => call.path === `/api/v1/analytics/datasets/${QUICK_DATASET_ID}/reports`),
  ).toBe(true);
  host.close();
});

test('data the API refuses fails the load with the problem, said in the viewer language', async () => {
  const host = await fakeHost();
  await host.request('POST', '/quickcreate', quickConfig('Binary'));
  const [error] = await host.waitForEvents('error');
  expect(error!.body).toMatchObject({
    message: 'quickCreateInvalid',
    level: models.TraceType.Fatal,
    technicalDetails: {
      errorInfo: [
        { key: 'problem', value: 'unknownType' },
        { key: 'column', value: 'Custo' },
        { key: 'type', value: 'Binary' },
      ],
    },
  });
  render(<EmbedError error={error!.body as models.IError} />);
  expect(
    screen.getByText("A coluna 'Custo' tem o tipo 'Binary', que o relatório rápido não aceita."),
  ).toBeTruthy();
  host.close();
});

test('a token that is not a quick create token does not open quick create', async () => {
  const payload = btoa(JSON.stringify({ item_type: 'dataset', item_id: 'consumo', actions: ['create'] }));
  const token = `h.${payload}.s`;
  const api = fakeAnalyticsApi();
  api.valid.add(token);
  const host = await fakeHost({ api });
  await host.request('POST', '/quickcreate', { ...quickConfig(), accessToken: token });
  const [error] = await host.waitForEvents('error');
  expect(error!.body).toMatchObject({ message: 'notAuthorized', level: models.TraceType.Fatal });
  expect(api.calls.some((call) => call.path === '/api/v1/analytics/quick-datasets')).toBe(false);
  host.close();
});

test('the generated report: totals as cards, the first total by text and over time, and a table', () => {
  const content = quickReportContent(dataset, { report: 'R', page: 'P' }, ['create'], () => 'título');
  const visuals = content.report.pages[0]!.visuals;
  const table = dataset.tables[0]!;
  const numbers = table.columns.filter((column) => column.dataType === 'number');
  expect(visuals.filter((visual) => visual.type === 'card').length).toBe(Math.min(4, 1 + numbers.length));
  const bar = visuals.find((visual) => visual.type === 'clusteredBarChart')!;
  expect(bar.fields.category![0]).toEqual({
    table: table.name,
    column: table.columns.find((column) => column.dataType === 'text')!.name,
  });
  expect(bar.sort).toEqual({ field: bar.fields.values![0], direction: 'Descending' });
  const tableVisual = visuals.find((visual) => visual.type === 'tableEx')!;
  // Nothing overlaps, and all of it is on the page.
  const boxes = visuals.map((visual) => visual.layout);
  const { size } = content.report.pages[0]!;
  for (const box of boxes) {
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    for (const other of boxes)
      if (other !== box)
        expect(
          box.x + box.width <= other.x ||
            other.x + other.width <= box.x ||
            box.y + box.height <= other.y ||
            other.y + other.height <= box.y,
        ).toBe(true);
  }
  expect(tableVisual.fields.category!.length).toBeGreaterThan(0);
  expect(new Set(visuals.map((visual) => visual.name)).size).toBe(visuals.length);
});
