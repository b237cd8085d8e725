import { act, fireEvent, render, screen } from '@testing-library/react';
import { statusPageOf } from '../testing/demoContent';
import { loadedReportWithActions } from '../testing/fakeHost';
import { FrameApp } from './FrameApp';

// jsdom lays nothing out: the canvas draws the page only once it has a size.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
});
afterEach(() => vi.restoreAllMocks());

const openActions = async (settings: object = {}) => {
  const host = await loadedReportWithActions({ pageName: 'Actions', settings });
  render(<FrameApp frame={host.frame} />);
  return host;
};

test('a link in a table raises dataHyperlinkClicked (RaiseEvent), and the frame opens nothing', async () => {
  const host = await openActions({ hyperlinkClickBehavior: 2 });
  const link = await screen.findByRole('link', { name: /^status\.nuvem\.example\/regioes\/sul / });
  expect(link).toHaveAttribute('href', statusPageOf('Sul'));
  await act(async () => {
    expect(fireEvent.click(link)).toBe(false);
    await host.waitForEvents('dataHyperlinkClicked');
  });
  expect(host.eventsNamed('dataHyperlinkClicked')[0]!.body).toMatchObject({
    url: statusPageOf('Sul'),
    visualId: 'statusPages',
  });
  expect(host.frameWindow.open).not.toHaveBeenCalled();
  // Following a link neither selects its row nor clicks the visual.
  expect(host.eventsNamed('dataSelected')).toEqual([]);
  expect(host.eventsNamed('visualClicked')).toEqual([]);
  host.close();
});

test('by default a followed link opens in a new tab', async () => {
  const host = await openActions();
  fireEvent.click(await screen.findByRole('link', { name: /^status\.nuvem\.example\/regioes\/norte / }));
  expect(host.frameWindow.open).toHaveBeenCalledWith(statusPageOf('Norte'), '_blank', 'noopener,noreferrer');
  host.close();
});

test('a button raises buttonClicked and shows its page; an untitled one still has a name', async () => {
  // The overview's chart hidden: jsdom has no canvas to draw it on.
  const host = await openActions({
    layoutType: 1,
    customLayout: {
      pagesLayout: { Overview: { visualsLayout: { byRegion: { displayState: { mode: 1 } } } } },
    },
  });
  expect(await screen.findByRole('button', { name: 'Botão' })).toBeEnabled();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Ver visão geral' }));
    await host.waitForEvents('pageChanged');
  });
  expect(host.eventsNamed('buttonClicked')[0]!.body).toEqual({
    id: 'toOverview',
    title: 'Ver visão geral',
    type: 'pageNavigation',
  });
  expect(await screen.findByRole('region', { name: /Visão geral$/ })).toBeInTheDocument();
  // The click on the page it left selects nothing there.
  expect(host.eventsNamed('visualClicked')).toEqual([]);
  host.close();
});
