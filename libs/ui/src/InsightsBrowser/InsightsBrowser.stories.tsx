import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Insight } from '../model/insight';
import { settleRipples } from '../testing/settleRipples';
import { InsightsBrowser, type InsightsBrowserProps } from './InsightsBrowser';
import {
  longNameDashboards,
  makeDashboards,
  sampleBiItems,
  sampleDashboards,
  sampleFavoriteIds,
  sampleRecentIds,
} from './insightFixtures';

const manyDashboards = makeDashboards(50, 100);

/**
 * The screen as the portal holds it: the query (in the URL there) and the favorites (saved on the
 * server there, optimistically) live outside the component; the callbacks are also reported to the spies.
 */
function InsightsScreen(args: InsightsBrowserProps) {
  const [query, setQuery] = useState(args.query);
  const [favoriteIds, setFavoriteIds] = useState(args.favoriteIds);
  return (
    <InsightsBrowser
      {...args}
      query={query}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
      favoriteIds={favoriteIds}
      onToggleFavorite={(insight, next) => {
        args.onToggleFavorite(insight, next);
        setFavoriteIds((current) => {
          const updated = new Set(current);
          if (next) updated.add(insight.id);
          else updated.delete(insight.id);
          return updated;
        });
      }}
    />
  );
}

const meta = {
  title: 'Insights/InsightsBrowser',
  component: InsightsBrowser,
  tags: ['autodocs'],
  args: {
    dashboards: sampleDashboards,
    dashboardsState: { status: 'ready' },
    onRetryDashboards: fn(),
    dataAnalytics: { items: sampleBiItems, state: { status: 'ready' }, onRetry: fn() },
    favoriteIds: new Set<string>(),
    recentIds: [],
    query: '',
    onQueryChange: fn(),
    onToggleFavorite: fn(),
    onOpen: fn(),
  },
  render: (args) => <InsightsScreen {...args} />,
} satisfies Meta<typeof InsightsBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

const byId = (id: string): Insight => [...sampleDashboards, ...sampleBiItems].find((i) => i.id === id)!;
const searchField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Buscar Dashboard por nome...' });
/** The level-2 headings, without their hidden counts. */
const sectionNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent?.replace(/\d[\d.]*\s\(.*\)$/, '').trim());
/** The cards' open buttons in the DOM (the list is virtualised: only those near the viewport). */
const cardButtons = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-insight-open]'));
/** The names on the cards in the DOM (the caption under a name is not part of it). */
const cardNames = (canvasElement: HTMLElement) =>
  cardButtons(canvasElement).map((b) => b.querySelector('[title]')?.getAttribute('title'));
const groupButton = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${name} \\(`) });

/** Recentes, Favoritos, the categories and Data Analytics; a favorite's star shows in every place it appears. */
export const WithFavoritesAndRecents: Story = {
  args: { favoriteIds: sampleFavoriteIds, recentIds: sampleRecentIds },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Qual Dashboard deseja acessar?',
    );
    // Only the rows near the viewport are rendered: the first sections now, the last after a scroll.
    await expect(sectionNames(canvasElement).slice(0, 5)).toEqual([
      'Recentes',
      'Favoritos',
      'Sem Classificação',
      'Capacidade',
      'Financeiro',
    ]);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() =>
      expect(sectionNames(canvasElement).slice(-3)).toEqual(['Operações', 'Segurança', 'Data Analytics']),
    );
    window.scrollTo(0, 0);
    await waitFor(() => expect(sectionNames(canvasElement)[0]).toBe('Recentes'));
    // Recentes: the known ids, most recent first (an unknown id is skipped).
    await expect(cardNames(canvasElement).slice(0, 4)).toEqual([
      'Tempo de resposta do Protheus',
      'Painel executivo',
      'Faturamento mensal',
      'Consumo de CPU por VM',
    ]);
    // Faturamento mensal: in Recentes, Favoritos and Financeiro, starred in all three.
    const stars = canvas.getAllByRole('button', { name: 'Favoritar Faturamento mensal' });
    await expect(stars).toHaveLength(3);
    for (const star of stars) await expect(star).toHaveAttribute('aria-pressed', 'true');

    // Starring 'Backups executados' adds it to Favoritos; its two stars agree.
    const backups = canvas.getByRole('button', { name: 'Favoritar Backups executados' });
    await expect(backups).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(backups);
    await expect(args.onToggleFavorite).toHaveBeenLastCalledWith(byId('d-09'), true);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Favoritar Backups executados' })).toHaveLength(2),
    );
    for (const star of canvas.getAllByRole('button', { name: 'Favoritar Backups executados' }))
      await expect(star).toHaveAttribute('aria-pressed', 'true');

    // Un-starring it (from Favoritos) removes it there.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Favoritar Backups executados' })[0]!);
    await expect(args.onToggleFavorite).toHaveBeenLastCalledWith(byId('d-09'), false);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Favoritar Backups executados' })).toHaveLength(1),
    );
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** Typing filters by name (case-insensitive substring) and reports each change; the clear button and Escape clear. */
export const Search: Story = {
  args: { favoriteIds: sampleFavoriteIds, recentIds: sampleRecentIds },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = searchField(canvasElement);
    await expect(field).toHaveAttribute('placeholder', 'Buscar Dashboard por nome...');
    await expect(canvas.queryByRole('button', { name: 'Limpar busca' })).not.toBeInTheDocument();

    await userEvent.type(field, 'CUSTOS');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('CUSTOS');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(6);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Custos por projeto']));
    await expect(sectionNames(canvasElement)).toEqual(['Financeiro']);
    await expect(canvas.getByText('1 resultado')).toBeInTheDocument(); // announced to screen readers

    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await waitFor(() => expect(sectionNames(canvasElement)).toContain('Recentes'));

    // Favorites that match stay in Favoritos and in their group; BI items match too.
    await userEvent.type(field, 'relatório');
    await waitFor(() => expect(sectionNames(canvasElement)).toEqual(['Favoritos', 'Data Analytics']));
    await expect(cardNames(canvasElement)).toEqual(['Relatório comercial', 'Relatório comercial']);

    await userEvent.keyboard('{Escape}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(field).toHaveValue('');
    await waitFor(() => expect(sectionNames(canvasElement).slice(0, 2)).toEqual(['Recentes', 'Favoritos']));
  },
};

/** A search without matches: the message names it, and a button clears it. */
export const NoMatch: Story = {
  args: { query: 'contabilidade' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum dashboard encontrado para "contabilidade"')).toBeVisible();
    await expect(cardButtons(canvasElement)).toHaveLength(0);
    const clearButtons = canvas.getAllByRole('button', { name: 'Limpar busca' });
    await expect(clearButtons).toHaveLength(2); // in the field, and under the message
    await userEvent.click(clearButtons[1]!);
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
    await waitFor(() => expect(cardButtons(canvasElement).length).toBeGreaterThan(0));
    await expect(searchField(canvasElement)).toHaveFocus();
    // Back to the search the story started with, for the screenshot.
    await userEvent.type(searchField(canvasElement), 'contabilidade');
    await canvas.findByText('Nenhum dashboard encontrado para "contabilidade"');
  },
};

/** '/' focuses the search from anywhere on the page, but not while typing in another field. */
export const SlashFocusesSearch: Story = {
  render: (args) => (
    <Box>
      <TextField label="Observações" size="small" sx={{ mb: 2 }} />
      <InsightsScreen {...args} />
    </Box>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = searchField(canvasElement);
    await expect(field).toHaveAttribute('aria-keyshortcuts', '/');
    const other = canvas.getByRole('textbox', { name: 'Observações' });
    await userEvent.click(other);
    await userEvent.keyboard('a/b');
    await expect(other).toHaveValue('a/b');
    await expect(other).toHaveFocus();

    // From a card: '/' moves to the search, and is not typed into it.
    canvas.getByRole('button', { name: 'Faturamento mensal' }).focus();
    await userEvent.keyboard('/');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('');
    // In the search itself '/' is just a character.
    await userEvent.keyboard('/');
    await expect(field).toHaveValue('/');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('/');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
  },
};

/** Groups collapse and expand; a search shows every group with matches expanded, and the choice returns after. */
export const CollapseGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const financeiro = groupButton(canvasElement, 'Financeiro');
    await expect(financeiro).toHaveAttribute('aria-expanded', 'true');
    await expect(financeiro).toHaveAccessibleName('Financeiro (3 itens)');
    await userEvent.click(financeiro);
    await waitFor(() =>
      expect(groupButton(canvasElement, 'Financeiro')).toHaveAttribute('aria-expanded', 'false'),
    );
    await expect(canvas.queryByRole('button', { name: 'Faturamento mensal' })).not.toBeInTheDocument();

    await userEvent.type(searchField(canvasElement), 'fatura');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Faturamento mensal']));
    await expect(groupButton(canvasElement, 'Financeiro')).toHaveAttribute('aria-expanded', 'true');

    await userEvent.clear(searchField(canvasElement));
    await waitFor(() =>
      expect(groupButton(canvasElement, 'Financeiro')).toHaveAttribute('aria-expanded', 'false'),
    );
    await expect(canvas.queryByRole('button', { name: 'Faturamento mensal' })).not.toBeInTheDocument();

    // Data Analytics collapses as well, by keyboard.
    groupButton(canvasElement, 'Data Analytics').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(groupButton(canvasElement, 'Data Analytics')).toHaveAttribute('aria-expanded', 'false'),
    );
    await expect(canvas.queryByRole('button', { name: 'Painel executivo' })).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(groupButton(canvasElement, 'Data Analytics')).toHaveAttribute('aria-expanded', 'true'),
    );
    // The screenshot from the top: where focus left the page scrolled depended on timing.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/**
 * One tab stop for the cards: ArrowLeft/ArrowRight within a row, ArrowUp/ArrowDown to the card above or
 * below (the last of a shorter row), Home/End to the first and last card, Enter opens.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const focused = () => canvasElement.ownerDocument.activeElement as HTMLElement;
    const field = searchField(canvasElement);
    await userEvent.click(field);
    await userEvent.tab(); // past the field: the first group's header
    await expect(focused()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab(); // then the cards' one tab stop
    await expect(focused()).toHaveAccessibleName('Chamados em aberto');
    const tabbable = cardButtons(canvasElement).filter((b) => b.tabIndex === 0);
    await expect(tabbable).toHaveLength(1);

    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).toHaveAccessibleName('Visão geral do ambiente');
    await userEvent.keyboard('{ArrowRight}'); // the end of the row ('Sem Classificação' has two)
    await expect(focused()).toHaveAccessibleName('Visão geral do ambiente');
    await userEvent.keyboard('{ArrowDown}'); // over the 'Capacidade' header, same column
    await expect(focused()).toHaveAccessibleName('Crescimento de armazenamento');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(focused()).toHaveAccessibleName('Tempo de resposta do Protheus');
    await userEvent.keyboard('{ArrowDown}'); // 'Segurança' has two cards: the last of them
    await expect(focused()).toHaveAccessibleName('Tentativas de login bloqueadas');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focused()).toHaveAccessibleName('Acessos por usuário');
    await userEvent.keyboard('{ArrowUp}');
    await expect(focused()).toHaveAccessibleName('Backups executados');
    await userEvent.keyboard('{End}');
    await expect(focused()).toHaveAccessibleName('Metas do trimestre');
    await userEvent.keyboard('{Home}');
    await expect(focused()).toHaveAccessibleName('Chamados em aberto');
    await expect(cardButtons(canvasElement).filter((b) => b.tabIndex === 0)).toEqual([focused()]);

    // ArrowDown from the search field enters the cards too.
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(byId('d-03'));
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-insight-open]')!);
    await expect(args.onOpen).toHaveBeenLastCalledWith(byId('d-01'));
    // End and Home scrolled the page after the focused card; how far back Home leaves it depends on when
    // the browser laid it out. The picture is of the page from its top.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** With show_insights_dashboard_permission: a shield on every dashboard card, none on BI items. */
export const WithPermissions: Story = {
  args: { onShowPermissions: fn(), favoriteIds: sampleFavoriteIds },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Every dashboard card in the DOM has a shield (Favoritos holds two dashboards and a BI report).
    const biNames = sampleBiItems.map((item) => item.name);
    const dashboardCards = cardNames(canvasElement).filter((name) => !biNames.includes(name!));
    await expect(dashboardCards.length).toBeGreaterThan(10);
    await expect(canvas.getAllByRole('button', { name: /^Ver permissões de / })).toHaveLength(
      dashboardCards.length,
    );
    await expect(
      canvas.queryByRole('button', { name: 'Ver permissões de Relatório comercial' }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Ver permissões de Painel executivo' }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Ver permissões de Faturamento mensal' })[0]!,
    );
    await expect(args.onShowPermissions).toHaveBeenCalledWith(byId('d-07'));
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** Members who may create BI reports get 'Novo relatório' beside the title; the others do not. */
export const WithNewReport: Story = {
  args: { onCreateReport: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Novo relatório' }));
    await expect(args.onCreateReport).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await settleRipples(canvasElement);
  },
};

export const Loading: Story = {
  args: {
    dashboards: [],
    dashboardsState: { status: 'loading' },
    dataAnalytics: { items: [], state: { status: 'loading' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Carregando dashboards...')).toBeInTheDocument();
    await expect(canvas.getByText('Carregando relatórios e dashboards...')).toBeInTheDocument();
    await expect(cardButtons(canvasElement)).toHaveLength(0);
    await expect(sectionNames(canvasElement)).toEqual(['Data Analytics']);
  },
};

export const LoadError: Story = {
  args: {
    dashboards: [],
    dashboardsState: {
      status: 'error',
      message: 'Não foi possível conectar ao backend. Verifique se o servidor está rodando em localhost:3000',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getAllByRole('alert')[0]!;
    await expect(alert).toHaveTextContent('Não foi possível conectar ao backend.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryDashboards).toHaveBeenCalledOnce();
    // Data Analytics loaded on its own.
    await expect(canvas.getByRole('button', { name: 'Painel executivo' })).toBeVisible();
  },
};

/** The user may open no dashboard at all: a friendly word rather than a blank page. */
export const Empty: Story = {
  args: { dashboards: [], dataAnalytics: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum dashboard disponível')).toBeVisible();
    await expect(
      canvas.getByText('Quando um dashboard for compartilhado com você, ele aparecerá aqui.'),
    ).toBeVisible();
  },
};

/** Without show_powerbi_insights: no 'Data Analytics' group. */
export const WithoutDataAnalytics: Story = {
  args: { dataAnalytics: undefined, favoriteIds: sampleFavoriteIds, recentIds: sampleRecentIds },
  play: async ({ canvasElement }) => {
    await expect(sectionNames(canvasElement)[0]).toBe('Recentes');
    // At the bottom of the page: the last category, and nothing after it.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(sectionNames(canvasElement).at(-1)).toBe('Segurança'));
    window.scrollTo(0, 0);
    // The BI items among the favorites and recents are not known here.
    await expect(within(canvasElement).queryByText('Relatório comercial')).not.toBeInTheDocument();
  },
};

export const DataAnalyticsLoading: Story = {
  args: { dataAnalytics: { items: [], state: { status: 'loading' } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Carregando relatórios e dashboards...'),
    ).toBeInTheDocument();
    // No count while its items are not known.
    await expect(within(canvasElement).getByRole('button', { name: 'Data Analytics' })).toBeVisible();
  },
};

export const DataAnalyticsError: Story = {
  args: {
    dataAnalytics: {
      items: [],
      state: { status: 'error', message: 'Erro ao carregar itens: Request failed with status code 503' },
      onRetry: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Erro ao carregar itens: Request failed with status code 503');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.dataAnalytics?.onRetry).toHaveBeenCalledOnce();
  },
};

export const DataAnalyticsEmpty: Story = {
  args: { dataAnalytics: { items: [], state: { status: 'ready' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum relatório ou dashboard disponível.')).toBeVisible();
  },
};

/** Long names are cut after two lines (the whole name in the tooltip); a long category wraps. */
export const LongNames: Story = {
  args: { dashboards: longNameDashboards, dataAnalytics: undefined, onShowPermissions: fn() },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getAllByTitle(longNameDashboards[0]!.name)[0]!;
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
    await expect(
      within(canvasElement).getByRole('button', { name: /^Indicadores corporativos de tecnologia/ }),
    ).toBeVisible();
  },
};

/**
 * 5,000 dashboards in 50 categories: only the rows near the viewport are in the DOM, and the search
 * narrows the list at once.
 */
export const Many: Story = {
  args: {
    dashboards: manyDashboards,
    favoriteIds: new Set(['dash-0042', 'dash-4999']),
    recentIds: ['dash-0100', 'dash-2500'],
    onShowPermissions: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(cardButtons(canvasElement).length).toBeGreaterThan(8);
    await expect(cardButtons(canvasElement).length).toBeLessThan(200);
    await expect(groupButton(canvasElement, 'Atendimento Brasil')).toHaveAccessibleName(
      'Atendimento Brasil (100 itens)',
    );

    // End: the last card, far below, renders and takes focus; Home goes back.
    canvasElement.querySelector<HTMLElement>('[data-insight-open]')!.focus();
    await userEvent.keyboard('{End}');
    const focused = () => canvasElement.ownerDocument.activeElement;
    await waitFor(() => expect(focused()).toHaveAccessibleName(sampleBiItems.at(-1)!.name));
    await expect(cardButtons(canvasElement).length).toBeLessThan(200);
    await userEvent.keyboard('{Home}');
    const firstRecent = manyDashboards.find((d) => d.id === 'dash-0100')!;
    await waitFor(() => expect(focused()).toHaveAccessibleName(firstRecent.name));

    // Scrolled far away with the wheel, the focused card stays rendered and keeps the focus.
    const card = focused() as HTMLElement;
    window.scrollTo(0, 30_000);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: /^Atendimento Brasil \(/ })).not.toBeInTheDocument(),
    );
    await expect(card.isConnected).toBe(true);
    await expect(card).toHaveFocus();
    window.scrollTo(0, 0);

    const field = searchField(canvasElement);
    await userEvent.type(field, 'vendas sul');
    await waitFor(() => expect(sectionNames(canvasElement)).toEqual(['Vendas Sul']));
    await expect(canvas.getByText('100 resultados')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '0042');
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(2)); // in Favoritos and in its category
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('0042');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(manyDashboards.find((d) => d.id === 'dash-0042'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { favoriteIds: sampleFavoriteIds, recentIds: sampleRecentIds, onShowPermissions: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Which dashboard would you like to open?',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search dashboards by name...' })).toBeVisible();
    await expect(sectionNames(canvasElement).slice(0, 3)).toEqual(['Recent', 'Favorites', 'Uncategorised']);
    await expect(canvas.getAllByRole('button', { name: 'Favorite Faturamento mensal' })[0]).toBeVisible();
  },
};

export const ModernLayout: Story = {
  globals: { layout: 'modern' },
  args: { favoriteIds: sampleFavoriteIds, recentIds: sampleRecentIds, onShowPermissions: fn() },
  play: async ({ canvasElement }) => {
    await expect(sectionNames(canvasElement)[0]).toBe('Recentes');
  },
};
