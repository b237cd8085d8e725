import { models } from '@nuvem/embed';
import {
  addField,
  chooseVisualType,
  clearAuthoringSelection,
  deleteVisual,
  removeField,
} from '../report/actions/authoringActions';
import { activePageOf } from '../report/reportLookups';
import { fakeAnalyticsApi } from '../testing/fakeAnalyticsApi';
import { fakeHost, sessionOf } from '../testing/fakeHost';

// createReport in the frame: POST /report/create opens an empty report over the dataset in edit mode; the
// viewer builds it with the authoring actions; save as stores it as a new report and the embed goes on as it.
const createConfig = (extra: Record<string, unknown> = {}) => ({
  accessToken: 'token-1',
  datasetId: 'consumo',
  ...extra,
});

async function created(extra: Record<string, unknown> = {}, api = fakeAnalyticsApi()) {
  const host = await fakeHost({ api });
  expect((await host.request('POST', '/report/create', createConfig(extra))).statusCode).toBe(202);
  await host.waitForEvents('loaded');
  return host;
}

test('a bad create config gets the models validation errors and nothing loads', async () => {
  const host = await fakeHost();
  const answer = await host.request('POST', '/report/create', { accessToken: 'token-1' });
  expect(answer.statusCode).toBe(400);
  expect(answer.body).toEqual(models.validateCreateReport({ accessToken: 'token-1' }));
  expect(host.api.calls.filter((call) => call.path.startsWith('/api/v1/analytics/datasets'))).toEqual([]);
  host.close();
});

test('create opens an empty untitled report of one page over the dataset, in edit mode', async () => {
  const host = await created();
  const session = await sessionOf(host);
  expect(session.state.viewMode).toBe(models.ViewMode.Edit);
  expect(session.state.report).toMatchObject({ id: '', name: 'Relatório sem título', datasetId: 'consumo' });
  expect(session.state.report.pages.map((page) => [page.displayName, page.visuals.length])).toEqual([
    ['Página 1', 0],
  ]);
  expect((await host.request('GET', '/report/pages')).body).toEqual([
    expect.objectContaining({ displayName: 'Página 1', isActive: true }),
  ]);
  host.close();
});

test('fields make visuals and join the selected one; types change; visuals go; each change is unsaved', async () => {
  const host = await created();
  const session = await sessionOf(host);
  const card = addField(session, { table: 'Consumo', measure: 'Custo Total' })!;
  expect(activePageOf(session.state).visuals.map((visual) => [visual.type, visual.title])).toEqual([
    ['card', 'Custo Total'],
  ]);
  addField(session, { table: 'Consumo', column: 'Região' });
  const chart = activePageOf(session.state).visuals[0]!;
  expect([chart.name, chart.type, chart.title]).toEqual([
    card,
    'clusteredColumnChart',
    'Custo Total por Região',
  ]);
  // A card turned chart grows to a chart's size.
  expect([chart.layout.width, chart.layout.height]).toEqual([480, 300]);
  chooseVisualType(session, 'tableEx');
  expect(activePageOf(session.state).visuals[0]!.type).toBe('tableEx');
  removeField(session, card, 'values', 0);
  expect(activePageOf(session.state).visuals[0]!.title).toBe('Região');
  // With the selection cleared (a click on the page), a field makes a visual of its own.
  clearAuthoringSelection(session);
  addField(session, { table: 'Consumo', column: 'Serviço' });
  expect(activePageOf(session.state).visuals.map((visual) => visual.type)).toEqual(['tableEx', 'tableEx']);
  deleteVisual(session, activePageOf(session.state).visuals[1]!.name);
  // Dropped on the page with nothing targeted: a visual of its own there.
  addField(session, { table: 'Consumo', column: 'Custo' }, { at: { x: 900, y: 500 } });
  expect(activePageOf(session.state).visuals[1]).toMatchObject({ type: 'card', title: 'Soma de Custo' });
  expect((await host.request('GET', '/report/hasUnsavedChanges')).body).toBe(true);
  deleteVisual(session, card);
  expect(activePageOf(session.state).visuals.map((visual) => visual.type)).toEqual(['card']);
  // The visual queries the API like any other.
  await host.waitForEvents('rendered');
  expect(host.api.queries().at(-1)).toMatchObject({
    values: [{ table: 'Consumo', column: 'Custo', aggregationFunction: 'Sum' }],
  });
  host.close();
});

test('save as stores the new report through the API; the embed goes on as it, with its token', async () => {
  const host = await created();
  const session = await sessionOf(host);
  addField(session, { table: 'Consumo', measure: 'Custo Total' });
  expect((await host.request('POST', '/report/saveAs', { name: 'Custos' })).statusCode).toBe(202);
  const [saved] = await host.waitForEvents('saved');
  expect(saved!.body).toEqual({
    reportObjectId: '44444444-4444-4444-8444-444444444444',
    reportName: 'Custos',
    saveAs: true,
  });
  const post = host.api.calls.find((call) => call.path === '/api/v1/analytics/datasets/consumo/reports');
  expect(post!.body).toMatchObject({
    name: 'Custos',
    report: { datasetId: 'consumo', pages: [{ visuals: [{ type: 'card' }] }] },
  });
  expect(session.state.actions).toEqual(['view', 'edit']);
  expect((await host.request('GET', '/report/hasUnsavedChanges')).body).toBe(false);
  // Saving again writes the report it now is.
  expect((await host.request('POST', '/report/save', null)).statusCode).toBe(202);
  host.close();
});

test('save before it has a name: the host dialog with useCustomSaveAsDialog, else the frame asks', async () => {
  const custom = await created({ settings: { useCustomSaveAsDialog: true } });
  expect((await custom.request('POST', '/report/save', null)).statusCode).toBe(202);
  await custom.waitForEvents('saveAsTriggered');
  custom.close();
  const host = await created();
  expect((await host.request('POST', '/report/save', null)).statusCode).toBe(202);
  expect((await sessionOf(host)).state.saveAsPrompt).toBe(true);
  expect(host.api.calls.some((call) => call.method !== 'GET' && call.path.includes('/reports'))).toBe(false);
  // Persistent filters need a stored report.
  expect((await host.request('POST', '/report/userState', null)).statusCode).toBe(400);
  host.close();
});

test('a token that is not a create token of this dataset does not open the create experience', async () => {
  const payload = btoa(JSON.stringify({ item_type: 'report', item_id: 'x', actions: ['view', 'edit'] }));
  const token = `h.${payload}.s`;
  const api = fakeAnalyticsApi();
  api.valid.add(token);
  const host = await fakeHost({ api });
  await host.request('POST', '/report/create', createConfig({ accessToken: token }));
  const [error] = await host.waitForEvents('error');
  expect(error!.body).toMatchObject({ message: 'notAuthorized', level: models.TraceType.Fatal });
  host.close();
});
