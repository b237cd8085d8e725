import { loadedReport } from '../testing/fakeHost';

type Page = { name: string; displayName: string; isActive: boolean };

test('GET /report/pages lists every page with the active one marked', async () => {
  const host = await loadedReport();
  const { statusCode, body } = await host.request('GET', '/report/pages');
  expect(statusCode).toBe(200);
  expect(body).toEqual([
    {
      name: 'Overview',
      displayName: 'Visão geral',
      isActive: true,
      visibility: 0,
      defaultSize: { type: 0, width: 1280, height: 720 },
      defaultDisplayOption: 0,
    },
    {
      name: 'Details',
      displayName: 'Detalhes',
      isActive: false,
      visibility: 0,
      defaultSize: { type: 0, width: 1280, height: 720 },
      defaultDisplayOption: 1,
    },
  ]);
  host.close();
});

test('setPage answers 202, sends pageChanged {newPage, oldPage} and queries the new page', async () => {
  const host = await loadedReport();
  const answer = await host.request('PUT', '/report/pages/active', {
    name: 'Details',
    displayName: null,
    isActive: true,
  });
  expect(answer).toEqual({ statusCode: 202, body: null });
  const [changed] = await host.waitForEvents('pageChanged');
  expect(changed!.body).toMatchObject({
    newPage: { name: 'Details', isActive: true },
    oldPage: { name: 'Overview' },
  });
  await host.waitForEvents('rendered', 2);
  expect(
    host.api
      .queries()
      .some((query) => query.groupBy.some((field) => 'column' in field && field.column === 'Mês')),
  ).toBe(true);
  host.close();
});

test('setPage to an unknown page is refused and changes nothing', async () => {
  const host = await loadedReport();
  const answer = await host.request('PUT', '/report/pages/active', {
    name: 'Nope',
    displayName: null,
    isActive: true,
  });
  expect(answer).toMatchObject({
    statusCode: 404,
    body: { message: 'pageNotFound', errorCode: 'PowerBIEntityNotFound' },
  });
  const invalid = await host.request('PUT', '/report/pages/active', { displayName: 'x' });
  expect(invalid).toEqual({ statusCode: 400, body: [{ message: 'name is required' }] });
  expect(host.eventsNamed('pageChanged')).toEqual([]);
  host.close();
});

test('addPage answers the new page, shows it and leaves the report unsaved', async () => {
  const host = await loadedReport();
  const { statusCode, body } = await host.request('POST', '/report/addPage', { displayName: 'Nova' });
  expect(statusCode).toBe(202);
  const page = body as Page;
  expect(page).toMatchObject({ displayName: 'Nova', isActive: true });
  expect(page.name).toMatch(/^ReportSection[0-9a-f]{20}$/);
  await host.waitForEvents('pageChanged');
  expect((await host.request('GET', '/report/hasUnsavedChanges')).body).toBe(true);
  const pages = (await host.request('GET', '/report/pages')).body as Page[];
  expect(pages.map((candidate) => candidate.name)).toEqual(['Overview', 'Details', page.name]);
  // Without a name it gets one in the frame's language.
  const unnamed = (await host.request('POST', '/report/addPage', {})).body as Page;
  expect(unnamed.displayName).toBe('Página 4');
  host.close();
});

test('deletePage removes a page; the active one hands over to its neighbour', async () => {
  const host = await loadedReport();
  expect((await host.request('DELETE', '/report/pages/Overview', {})).statusCode).toBe(202);
  const [changed] = await host.waitForEvents('pageChanged');
  expect(changed!.body).toMatchObject({ newPage: { name: 'Details' } });
  const last = await host.request('DELETE', '/report/pages/Details', {});
  expect(last).toMatchObject({ statusCode: 400, body: { message: 'lastPage' } });
  expect((await host.request('DELETE', '/report/pages/Nope', {})).statusCode).toBe(404);
  host.close();
});

test('renaming a page changes its display name', async () => {
  const host = await loadedReport();
  expect(
    (await host.request('PUT', '/report/pages/Details/name', { name: 'Details', displayName: 'Tabela' }))
      .statusCode,
  ).toBe(202);
  const pages = (await host.request('GET', '/report/pages')).body as Page[];
  expect(pages[1]!.displayName).toBe('Tabela');
  expect(
    (await host.request('PUT', '/report/pages/Details/name', { name: 'Details', displayName: '' }))
      .statusCode,
  ).toBe(400);
  host.close();
});

test('GET …/visuals lists the page visuals with the layout they are drawn at', async () => {
  const host = await loadedReport();
  const { body } = await host.request('GET', '/report/pages/Overview/visuals');
  expect(body).toContainEqual({
    name: 'byRegion',
    title: 'Custo por região',
    type: 'clusteredBarChart',
    layout: { x: 320, y: 0, z: 0, width: 400, height: 300, displayState: { mode: 0 } },
  });
  expect(body).toHaveLength(4);
  expect((await host.request('GET', '/report/pages/Nope/visuals')).statusCode).toBe(404);
  host.close();
});

test('hasLayout: desktop layouts yes, mobile ones no, unknown names refused', async () => {
  const host = await loadedReport();
  expect((await host.request('GET', '/report/pages/Overview/layoutTypes/Master')).body).toBe(true);
  expect((await host.request('GET', '/report/pages/Overview/layoutTypes/MobilePortrait')).body).toBe(false);
  expect((await host.request('GET', '/report/pages/Overview/layoutTypes/Sideways')).statusCode).toBe(400);
  host.close();
});
