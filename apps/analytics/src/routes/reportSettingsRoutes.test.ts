import type { ReportSession } from '../report/reportSession';
import { loadedReport, type FakeHost } from '../testing/fakeHost';

const sessionOf = (host: FakeHost): Promise<ReportSession> => {
  if (host.frame.content?.route !== 'report') throw new Error('not a report frame');
  return host.frame.content.embed.lifecycle.whenLoaded();
};

test('settings patch panes, zoom and layouts; invalid ones change nothing', async () => {
  const host = await loadedReport();
  const session = await sessionOf(host);
  expect(
    (await host.request('PATCH', '/report/settings', { filterPaneEnabled: false, zoomLevel: 2 })).statusCode,
  ).toBe(202);
  expect(session.state.settings).toMatchObject({ filterPaneEnabled: false, zoomLevel: 2 });
  expect((await host.request('GET', '/report/zoom')).body).toBe(2);
  const tooFar = await host.request('PATCH', '/report/settings', { zoomLevel: 10 });
  expect(tooFar.statusCode).toBe(400);
  expect((await host.request('PATCH', '/report/settings', { filterPaneEnabled: 'no' })).statusCode).toBe(400);
  expect(session.state.settings.zoomLevel).toBe(2);
  host.close();
});

test('moving, resizing and hiding a visual go through customLayout and merge', async () => {
  const host = await loadedReport();
  const layout = (visualsLayout: object) => ({
    layoutType: 1,
    customLayout: { pagesLayout: { Overview: { visualsLayout } } },
  });
  await host.request('PATCH', '/report/settings', layout({ byRegion: { x: 10, y: 20 } }));
  await host.request('PATCH', '/report/settings', layout({ byRegion: { width: 200, height: 100 } }));
  await host.request('PATCH', '/report/settings', layout({ total: { displayState: { mode: 1 } } }));
  const visuals = (await host.request('GET', '/report/pages/Overview/visuals')).body as {
    name: string;
    layout: { x: number; y: number; width: number; height: number; displayState: { mode: number } };
  }[];
  expect(visuals.find((visual) => visual.name === 'byRegion')!.layout).toMatchObject({
    x: 10,
    y: 20,
    width: 200,
    height: 100,
  });
  expect(visuals.find((visual) => visual.name === 'total')!.layout.displayState.mode).toBe(1);
  // A hidden visual is not queried: the next render asks for two visuals' data.
  await host.waitForEvents('rendered', 2);
  host.close();
});

test('switching between desktop and mobile layouts is refused with the SDK message', async () => {
  const host = await loadedReport();
  const answer = await host.request('PATCH', '/report/settings', { layoutType: 2 });
  expect(answer).toEqual({
    statusCode: 400,
    body: [
      {
        message:
          'Switching between mobile and desktop layouts is not supported. Please reset the embed container and re-embed with required layout.',
      },
    ],
  });
  host.close();
});

test('edit mode needs the edit action; then hasUnsavedChanges follows edits', async () => {
  const viewer = await loadedReport({ api: undefined }, { permissions: 0 });
  expect((await viewer.request('POST', '/report/switchMode/edit', null)).statusCode).toBe(403);
  viewer.close();
  const host = await loadedReport({}, { permissions: 7 });
  expect((await host.request('POST', '/report/switchMode/edit', null)).statusCode).toBe(202);
  expect((await sessionOf(host)).state.viewMode).toBe(1);
  expect((await host.request('GET', '/report/hasUnsavedChanges')).body).toBe(false);
  await host.request('PUT', '/report/filters', []);
  expect((await host.request('GET', '/report/hasUnsavedChanges')).body).toBe(true);
  expect((await host.request('POST', '/report/switchMode/view', null)).statusCode).toBe(202);
  expect((await host.request('POST', '/report/switchMode/sideways', null)).statusCode).toBe(400);
  host.close();
});

test('refresh asks the API again for every visible visual', async () => {
  const host = await loadedReport();
  const before = host.api.queries().length;
  expect((await host.request('POST', '/report/refresh', null)).statusCode).toBe(202);
  await host.waitForEvents('rendered', 2);
  expect(host.api.queries().length).toBe(before + 3);
  host.close();
});

test('print opens the print dialog after answering', async () => {
  const host = await loadedReport();
  expect((await host.request('POST', '/report/print', null)).statusCode).toBe(202);
  await vi.waitFor(() => expect(host.frameWindow.print).toHaveBeenCalled());
  host.close();
});

test('closeAllOverlays and clearSelectedVisuals reset what is open and selected', async () => {
  const host = await loadedReport();
  const session = await sessionOf(host);
  session.update((state) => ({
    ...state,
    selectedVisual: 'Overview/byRegion',
    focusedVisual: 'Overview/byRegion',
  }));
  expect((await host.request('POST', '/report/closeAllOverlays', null)).statusCode).toBe(202);
  expect(session.state.overlayEpoch).toBe(1);
  await host.request('POST', '/report/clearSelectedVisuals/false', null);
  expect(session.state).toMatchObject({ selectedVisual: null, focusedVisual: 'Overview/byRegion' });
  await host.request('POST', '/report/clearSelectedVisuals/true', null);
  expect(session.state.focusedVisual).toBeNull();
  host.close();
});

test('visualRendered is sent per visual when the settings ask for it', async () => {
  const host = await loadedReport({}, { settings: { visualRenderedEvents: true } });
  const rendered = await host.waitForEvents('visualRendered', 4);
  expect(rendered.map((event) => event.url).sort()).toEqual([
    '/reports/u1/pages/Overview/visuals/byRegion/events/visualRendered',
    '/reports/u1/pages/Overview/visuals/note/events/visualRendered',
    '/reports/u1/pages/Overview/visuals/serviceSlicer/events/visualRendered',
    '/reports/u1/pages/Overview/visuals/total/events/visualRendered',
  ]);
  host.close();
});
