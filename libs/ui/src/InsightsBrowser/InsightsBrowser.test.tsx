import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/renderWithProviders';
import type { Insight } from '../model/insight';
import { InsightsBrowser, type InsightsBrowserProps } from './InsightsBrowser';
import { sampleBiItems, sampleDashboards, sampleFavoriteIds, sampleRecentIds } from './insightFixtures';

// jsdom lays nothing out: the virtualiser would measure every row 0 px high. Rows of 20 px, and a window
// tall enough for every row of these small lists.
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
const { innerHeight } = window;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-index') ? 20 : 0;
    },
  });
  Object.defineProperty(window, 'innerHeight', { value: 2000, configurable: true });
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true });
});

function Controlled(
  props: Omit<InsightsBrowserProps, 'query' | 'onQueryChange'> & { onQueryChange?: (q: string) => void },
) {
  const [query, setQuery] = useState('');
  return (
    <InsightsBrowser
      {...props}
      query={query}
      onQueryChange={(next) => {
        props.onQueryChange?.(next);
        setQuery(next);
      }}
    />
  );
}

function setup(overrides: Partial<InsightsBrowserProps> = {}) {
  const onOpen = vi.fn<(insight: Insight) => void>();
  const onToggleFavorite = vi.fn<(insight: Insight, next: boolean) => void>();
  const onShowPermissions = vi.fn<(insight: Insight) => void>();
  const onQueryChange = vi.fn<(query: string) => void>();
  renderWithProviders(
    <Controlled
      dashboards={sampleDashboards}
      dashboardsState={{ status: 'ready' }}
      dataAnalytics={{ items: sampleBiItems, state: { status: 'ready' } }}
      favoriteIds={sampleFavoriteIds}
      recentIds={sampleRecentIds}
      onOpen={onOpen}
      onToggleFavorite={onToggleFavorite}
      onShowPermissions={onShowPermissions}
      onQueryChange={onQueryChange}
      {...overrides}
    />,
  );
  return { onOpen, onToggleFavorite, onShowPermissions, onQueryChange };
}

const search = () => screen.getByRole('searchbox', { name: 'Buscar Dashboard por nome...' });

test('renders the sections and groups in order, favorites starred in both places', () => {
  setup();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Qual Dashboard deseja acessar?');
  expect(search()).toHaveAttribute('aria-keyshortcuts', '/');
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual([
    'Recentes4 (4 itens)',
    'Favoritos3 (3 itens)',
    'Sem Classificação2 (2 itens)',
    'Capacidade3 (3 itens)',
    'Financeiro3 (3 itens)',
    'Operações4 (4 itens)',
    'Segurança2 (2 itens)',
    'Data Analytics5 (5 itens)',
  ]);
  const stars = screen.getAllByRole('button', { name: 'Favoritar Faturamento mensal' });
  expect(stars).toHaveLength(3); // Recentes, Favoritos, Financeiro
  for (const star of stars) expect(star).toHaveAttribute('aria-pressed', 'true');
});

test('cards: open, star and shield (dashboards only)', () => {
  const { onOpen, onToggleFavorite, onShowPermissions } = setup({ recentIds: [] });
  fireEvent.click(screen.getByRole('button', { name: 'Backups executados' }));
  expect(onOpen).toHaveBeenCalledWith(sampleDashboards[8]);
  fireEvent.click(screen.getByRole('button', { name: 'Favoritar Backups executados' }));
  expect(onToggleFavorite).toHaveBeenCalledWith(sampleDashboards[8], true);
  fireEvent.click(screen.getByRole('button', { name: 'Ver permissões de Backups executados' }));
  expect(onShowPermissions).toHaveBeenCalledWith(sampleDashboards[8]);
  expect(screen.queryByRole('button', { name: 'Ver permissões de Painel executivo' })).toBeNull();
});

test('typing filters; Escape and the clear button clear', async () => {
  const { onQueryChange } = setup();
  fireEvent.change(search(), { target: { value: 'FATURA' } });
  expect(onQueryChange).toHaveBeenLastCalledWith('FATURA');
  await screen.findByText('1 resultado');
  expect(screen.queryByRole('heading', { name: /Recentes/ })).toBeNull();
  expect(
    screen.getAllByRole('button', { name: /^Favoritar/ }).map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Favoritar Faturamento mensal', 'Favoritar Faturamento mensal']);
  fireEvent.keyDown(search(), { key: 'Escape' });
  expect(onQueryChange).toHaveBeenLastCalledWith('');
  fireEvent.change(search(), { target: { value: 'zzz' } });
  await screen.findByText('Nenhum dashboard encontrado para "zzz"');
  const clearButtons = screen.getAllByRole('button', { name: 'Limpar busca' });
  expect(clearButtons).toHaveLength(2); // in the field and in the no-match state
  fireEvent.click(clearButtons[1]!);
  expect(search()).toHaveValue('');
  expect(search()).toHaveFocus();
});

test('a group collapses and expands', () => {
  setup({ recentIds: [], favoriteIds: new Set() });
  const header = screen.getByRole('button', { name: /^Financeiro/ });
  expect(header).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(header);
  expect(screen.getByRole('button', { name: /^Financeiro/ })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Faturamento mensal' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /^Financeiro/ }));
  expect(screen.getByRole('button', { name: 'Faturamento mensal' })).toBeInTheDocument();
});

test('one card in the tab order; the arrow keys move it', () => {
  setup({ recentIds: [], favoriteIds: new Set() });
  const tabbable = () =>
    screen.getAllByRole('button').filter((b) => b.hasAttribute('data-insight-open') && b.tabIndex === 0);
  expect(tabbable().map((b) => b.textContent)).toEqual(['Chamados em aberto']);
  const first = screen.getByRole('button', { name: 'Chamados em aberto' });
  first.focus();
  fireEvent.keyDown(first, { key: 'ArrowDown' }); // one column in jsdom: the next card
  expect(screen.getByRole('button', { name: 'Visão geral do ambiente' })).toHaveFocus();
  expect(tabbable().map((b) => b.textContent)).toEqual(['Visão geral do ambiente']);
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  expect(screen.getByRole('button', { name: 'Metas do trimestre' })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: 'Home' });
  expect(first).toHaveFocus();
});

test('"/" focuses the search, except while typing in another field', () => {
  setup();
  const other = document.createElement('input');
  document.body.append(other);
  other.focus();
  fireEvent.keyDown(other, { key: '/' });
  expect(other).toHaveFocus();
  const card = screen.getAllByRole('button', { name: 'Chamados em aberto' })[0]!;
  card.focus();
  fireEvent.keyDown(card, { key: '/' });
  expect(search()).toHaveFocus();
  other.remove();
});

test('states: loading, error with retry, empty, Data Analytics error', () => {
  const onRetryDashboards = vi.fn();
  const onRetry = vi.fn();
  const { unmount } = renderWithProviders(
    <InsightsBrowser
      dashboards={[]}
      dashboardsState={{ status: 'error', message: 'Falhou.' }}
      onRetryDashboards={onRetryDashboards}
      dataAnalytics={{
        items: [],
        state: { status: 'error', message: 'Erro ao carregar itens: timeout' },
        onRetry,
      }}
      favoriteIds={new Set()}
      query=""
      onQueryChange={() => {}}
      onToggleFavorite={() => {}}
      onOpen={() => {}}
    />,
  );
  const alerts = screen.getAllByRole('alert');
  expect(alerts.map((a) => a.textContent)).toEqual([
    'Falhou.Tentar novamente',
    'Erro ao carregar itens: timeoutTentar novamente',
  ]);
  fireEvent.click(within(alerts[0]!).getByRole('button', { name: 'Tentar novamente' }));
  fireEvent.click(within(alerts[1]!).getByRole('button', { name: 'Tentar novamente' }));
  expect(onRetryDashboards).toHaveBeenCalledTimes(1);
  expect(onRetry).toHaveBeenCalledTimes(1);
  unmount();

  renderWithProviders(
    <InsightsBrowser
      dashboards={[]}
      dashboardsState={{ status: 'ready' }}
      favoriteIds={new Set()}
      query=""
      onQueryChange={() => {}}
      onToggleFavorite={() => {}}
      onOpen={() => {}}
    />,
  );
  expect(screen.getByText('Nenhum dashboard disponível')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Data Analytics/ })).toBeNull();
});
