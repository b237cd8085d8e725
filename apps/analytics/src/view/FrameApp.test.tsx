import { getContrastRatio } from '@mui/material/styles';
import { act, render, screen, within } from '@testing-library/react';
import { DASHBOARD_ID, reportWithActions } from '../testing/demoContent';
import { fakeAnalyticsApi } from '../testing/fakeAnalyticsApi';
import { fakeHost, loadedReport, reportConfig } from '../testing/fakeHost';
import { FrameApp } from './FrameApp';

test('an unknown path shows the 404 page, in the frame language', async () => {
  const host = await fakeHost({ path: '/somewhere', search: '?language=en' });
  render(<FrameApp frame={host.frame} />);
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('the root says what the address is for, and answers no parent', async () => {
  const host = await fakeHost({ path: '/' });
  render(<FrameApp frame={host.frame} />);
  expect(screen.getByRole('heading', { name: 'Nuvem Analytics' })).toBeInTheDocument();
  expect(screen.getByText(/abra Insights/)).toBeInTheDocument();
  expect(host.frame.content).toBeNull();
});

test('a parent that may not embed gets the translated refusal', async () => {
  const host = await fakeHost({ api: fakeAnalyticsApi({ origins: [] }) });
  render(<FrameApp frame={host.frame} />);
  expect(
    await screen.findByRole('heading', { name: 'Este conteúdo não pode ser exibido aqui' }),
  ).toBeInTheDocument();
});

test('the frame waits for the load, then shows the failure in Spanish unless errors are hidden', async () => {
  const host = await fakeHost({ search: '?uid=u1&language=es' });
  render(<FrameApp frame={host.frame} />);
  expect(await screen.findByText('Esperando a la página de origen…')).toBeInTheDocument();
  await act(async () => {
    await host.request('POST', '/report/load', reportConfig({ id: '99999999-9999-4999-8999-999999999999' }));
    await host.waitForEvents('error');
  });
  expect(await screen.findByRole('heading', { name: 'No se pudo mostrar el contenido' })).toBeInTheDocument();
  expect(
    screen.getByText('El contenido no se encontró o no está disponible para este token.'),
  ).toBeInTheDocument();
  host.close();
});

test('with hideErrors the frame shows nothing of a failed load', async () => {
  const host = await fakeHost();
  const { container } = render(<FrameApp frame={host.frame} />);
  await act(async () => {
    const config = reportConfig({
      id: '99999999-9999-4999-8999-999999999999',
      settings: { hideErrors: true },
    });
    await host.request('POST', '/report/load', config);
    await host.waitForEvents('error');
  });
  expect(container.querySelector('h1')).toBeNull();
  host.close();
});

describe('the host page’s colour scheme', () => {
  // jsdom lays nothing out: the canvas draws the page only once it has a size.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
  });
  afterEach(() => vi.restoreAllMocks());

  const renderReport = async (search: string) => {
    const host = await loadedReport(
      {
        search: `?reportId=r&uid=u1&groupId=g1${search}`,
        api: fakeAnalyticsApi({ report: reportWithActions }),
      },
      { pageName: 'Actions' },
    );
    render(<FrameApp frame={host.frame} />);
    const canvas = await screen.findByRole('region', { name: 'Tela do relatório: Ações' });
    const button = await screen.findByRole('button', { name: 'Ver visão geral' });
    return { host, canvas, button };
  };

  test('colorScheme=dark: the dark MUI palette, a dark page and the theme colours readable on it', async () => {
    const { host, canvas, button } = await renderReport('&colorScheme=dark');
    expect(host.frame.colorScheme).toBe('dark');
    // The dark MUI palette (createNuvemTheme({ mode: 'dark' })): its background and white text.
    const page = getComputedStyle(document.body);
    expect(page.backgroundColor).toBe('rgb(18, 18, 18)');
    expect(page.color).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(document.documentElement).colorScheme).toBe('dark');
    // The report's white page drawn as the dark paper, and its visuals on the dark paper.
    expect(getComputedStyle(canvas).background).toBe('rgb(30, 30, 30)');
    const visual = screen.getByRole('region', { name: 'Status por região' });
    expect(getComputedStyle(visual).backgroundColor).toBe('rgb(30, 30, 30)');
    expect(getComputedStyle(within(visual).getByText('Status por região')).color).toBe('rgb(255, 255, 255)');
    // The button's fill is the theme's first colour (#0B5394, 2.2:1 on the dark paper) lightened to 3:1.
    const fill = getComputedStyle(button).backgroundColor;
    expect(fill).not.toBe('rgb(11, 83, 148)');
    expect(getContrastRatio(fill, '#1e1e1e')).toBeGreaterThanOrEqual(3);
    host.close();
  });

  test('no colorScheme: the light palette and the report theme as it is', async () => {
    const { host, canvas, button } = await renderReport('');
    expect(host.frame.colorScheme).toBe('light');
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(245, 247, 251)');
    expect(getComputedStyle(canvas).background).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 83, 148)');
    host.close();
  });

  test('a tile too: on the dark paper, in white text', async () => {
    // The text tile: jsdom has no canvas for the chart tile.
    const host = await fakeHost({
      path: '/tileEmbed',
      search: `?dashboardId=${DASHBOARD_ID}&tileId=tileText&uid=t1&colorScheme=dark`,
    });
    render(<FrameApp frame={host.frame} />);
    await act(async () => {
      const config = { type: 'tile', id: 'tileText', dashboardId: DASHBOARD_ID, accessToken: 'token-1' };
      await host.request('POST', '/tile/load', config);
      await host.waitForEvents('tileLoaded');
    });
    const tile = await screen.findByRole('article', { name: 'Bem-vindo' });
    expect(getComputedStyle(tile).backgroundColor).toBe('rgb(30, 30, 30)');
    expect(getComputedStyle(within(tile).getByRole('button', { name: 'Bem-vindo' })).color).toBe(
      'rgb(255, 255, 255)',
    );
    host.close();
  });

  test('the 404 page follows it too', async () => {
    const host = await fakeHost({ path: '/somewhere', search: '?colorScheme=dark' });
    render(<FrameApp frame={host.frame} />);
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
  });
});
