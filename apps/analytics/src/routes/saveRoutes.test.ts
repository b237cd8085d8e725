import { fakeAnalyticsApi } from '../testing/fakeAnalyticsApi';
import { REPORT_ID } from '../testing/demoContent';
import { loadedReport } from '../testing/fakeHost';

test('save writes the report as it is now and sends saved', async () => {
  const host = await loadedReport();
  await host.request('POST', '/report/addPage', { displayName: 'Nova' });
  expect((await host.request('POST', '/report/save', null)).statusCode).toBe(202);
  const [saved] = await host.waitForEvents('saved');
  expect(saved!.body).toEqual({ reportObjectId: REPORT_ID, reportName: 'Consumo da nuvem', saveAs: false });
  const put = host.api.calls.find((call) => call.method === 'PUT' && call.path.endsWith(REPORT_ID));
  expect((put!.body as { pages: { displayName: string }[] }).pages.map((page) => page.displayName)).toEqual([
    'Visão geral',
    'Detalhes',
    'Nova',
  ]);
  expect((await host.request('GET', '/report/hasUnsavedChanges')).body).toBe(false);
  host.close();
});

test('save without edit rights is refused', async () => {
  const host = await loadedReport({ api: fakeAnalyticsApi({ actions: ['view'] }) });
  expect((await host.request('POST', '/report/save', null)).statusCode).toBe(403);
  host.close();
});

test('save as copies the report and goes on as the copy with its token', async () => {
  const host = await loadedReport();
  expect((await host.request('POST', '/report/saveAs', {})).body).toEqual([{ message: 'name is required' }]);
  expect((await host.request('POST', '/report/saveAs', { name: 'Cópia' })).statusCode).toBe(202);
  const [saved] = await host.waitForEvents('saved');
  expect(saved!.body).toEqual({
    reportObjectId: '33333333-3333-4333-8333-333333333333',
    reportName: 'Cópia',
    saveAs: true,
  });
  const before = host.api.calls.length;
  await host.request('POST', '/report/refresh', null);
  await host.waitForEvents('rendered', 2);
  expect(host.api.calls.slice(before).every((call) => call.authorization === 'EmbedToken token-copy')).toBe(
    true,
  );
  host.close();
});

test('with useCustomSaveAsDialog, save as only raises saveAsTriggered', async () => {
  const host = await loadedReport({}, { settings: { useCustomSaveAsDialog: true } });
  expect((await host.request('POST', '/report/saveAs', { name: 'Cópia' })).statusCode).toBe(202);
  await host.waitForEvents('saveAsTriggered');
  expect(host.api.calls.some((call) => call.path.endsWith('/copies'))).toBe(false);
  host.close();
});

test('persistent filters are saved and reset through the API', async () => {
  const host = await loadedReport({}, { settings: { persistentFiltersEnabled: true } });
  expect((await host.request('GET', '/report/isUserStateApplied')).body).toBe(false);
  expect((await host.request('POST', '/report/userState', null)).statusCode).toBe(202);
  const put = host.api.calls.find((call) => call.path.endsWith('/user-state') && call.method === 'PUT');
  expect((put!.body as { state: string }).state).toMatch(/^nuvem1\./);
  expect((await host.request('GET', '/report/isUserStateApplied')).body).toBe(true);
  await host.request('PUT', '/report/filters', [
    {
      $schema: 'http://powerbi.com/product/schema#basic',
      target: { table: 'Consumo', column: 'Região' },
      filterType: 1,
      operator: 'In',
      values: ['Sul'],
    },
  ]);
  expect((await host.request('DELETE', '/report/userState', null)).statusCode).toBe(202);
  expect((await host.request('GET', '/report/filters')).body).toEqual([]);
  expect((await host.request('GET', '/report/isUserStateApplied')).body).toBe(false);
  host.close();
});

test('themes: read, apply (validated) and reset', async () => {
  const host = await loadedReport();
  expect((await host.request('GET', '/report/theme')).body).toEqual({
    themeJson: { name: 'Nuvem', dataColors: ['#0B5394', '#E69138'] },
  });
  expect((await host.request('PUT', '/report/theme', { themeJson: 'dark' })).statusCode).toBe(400);
  expect(
    (await host.request('PUT', '/report/theme', { themeJson: { name: 'Escuro', dataColors: ['#111111'] } }))
      .statusCode,
  ).toBe(202);
  expect((await host.request('GET', '/report/theme')).body).toMatchObject({
    themeJson: { name: 'Escuro', dataColors: ['#111111'] },
  });
  await host.request('PUT', '/report/theme', {});
  expect((await host.request('GET', '/report/theme')).body).toMatchObject({ themeJson: { name: 'Nuvem' } });
  host.close();
});

test('a dark frame only draws the dark variant: getTheme answers, and save writes, the report’s own theme', async () => {
  const host = await loadedReport({ search: '?reportId=r&uid=u1&groupId=g1&colorScheme=dark' });
  expect(host.frame.colorScheme).toBe('dark');
  const own = { name: 'Nuvem', dataColors: ['#0B5394', '#E69138'] };
  expect((await host.request('GET', '/report/theme')).body).toEqual({ themeJson: own });
  expect((await host.request('POST', '/report/save', null)).statusCode).toBe(202);
  await host.waitForEvents('saved');
  const put = host.api.calls.find((call) => call.method === 'PUT' && call.path.endsWith(REPORT_ID));
  expect((put!.body as { theme: unknown }).theme).toEqual(own);
  host.close();
});
