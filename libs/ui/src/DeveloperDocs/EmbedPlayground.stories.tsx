import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EmbedPlayground, type EmbedPlaygroundProps } from './EmbedPlayground';
import { DEFAULT_EMBED_PLAYGROUND_SETTINGS, type EmbedPlaygroundSettings } from './embedPlaygroundTypes';
import {
  samplePlaygroundEvents,
  samplePlaygroundItems,
  samplePlaygroundSnippet,
} from './developerDocsFixtures';

/** The playground with its pick and settings held here, as the container holds them. */
function Stateful(
  props: Omit<EmbedPlaygroundProps, 'settings' | 'onSettingsChange' | 'onSelect'> & {
    onSelected: (id: string) => void;
    onSettingsChanged: (settings: EmbedPlaygroundSettings) => void;
  },
) {
  const { onSelected, onSettingsChanged, selectedId: initial, ...rest } = props;
  const [selectedId, setSelectedId] = useState(initial);
  const [settings, setSettings] = useState(DEFAULT_EMBED_PLAYGROUND_SETTINGS);
  return (
    <EmbedPlayground
      {...rest}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        onSelected(id);
      }}
      settings={settings}
      onSettingsChange={(next) => {
        setSettings(next);
        onSettingsChanged(next);
      }}
    />
  );
}

/** What the SDK's frame would draw. */
const frame = (
  <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>iframe</Box>
);

const meta = {
  title: 'Pages/DeveloperDocs/EmbedPlayground',
  component: Stateful,
  args: {
    state: { status: 'ready' },
    items: samplePlaygroundItems,
    insightsHref: '/insights',
    events: [],
    onCopy: fn(),
    onRetry: fn(),
    onClearEvents: fn(),
    onSelected: fn(),
    onSettingsChanged: fn(),
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the items grouped, a pick reported. */
export const PickAnItem: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Escolha um item para ver o código e a execução.')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Dashboard ou relatório' }));
    await expect(await screen.findByRole('option', { name: 'Faturamento Mensal (Dashboard)' })).toBeVisible();
    // Typed ahead and chosen with the keyboard, as a keyboard user would (and jsdom can).
    await userEvent.keyboard('Vendas{Enter}');
    await expect(args.onSelected).toHaveBeenCalledWith('bi:r-1');
  },
};

/** A report picked: its toggles change the settings; the code is copied; the live frame and its events. */
export const ReportRunning: Story = {
  args: { selectedId: 'bi:r-1', snippet: samplePlaygroundSnippet, frame, events: samplePlaygroundEvents },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Painel de filtros' }));
    await expect(args.onSettingsChanged).toHaveBeenCalledWith(expect.objectContaining({ filterPane: false }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Fundo transparente' }));
    await expect(args.onSettingsChanged).toHaveBeenLastCalledWith(
      expect.objectContaining({ filterPane: false, transparentBackground: true }),
    );
    const code = canvas.getByLabelText('código de incorporação');
    await expect(code).toHaveTextContent("const EMBED_TOKEN = '<EMBED_TOKEN>';");
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar código de incorporação' }));
    await expect(args.onCopy).toHaveBeenCalledWith(samplePlaygroundSnippet);
    await expect(
      canvas.getByRole('region', { name: 'Conteúdo incorporado: Vendas por Região' }),
    ).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Eventos do SDK' });
    await expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10:15:02loaded', '10:15:03rendered', '10:15:09pageChanged — Resumo']);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar eventos' }));
    await expect(args.onClearEvents).toHaveBeenCalled();
  },
};

/** A dashboard picked: its page view instead of the report's panes. */
export const Dashboard: Story = {
  args: { selectedId: 'insights:d-1', snippet: samplePlaygroundSnippet, frame },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('switch', { name: 'Painel de filtros' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Nenhum evento ainda.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Exibição' }));
    await expect(await screen.findByRole('option', { name: 'Uma coluna' })).toBeVisible();
    await userEvent.keyboard('Uma{Enter}');
    await expect(args.onSettingsChanged).toHaveBeenCalledWith(
      expect.objectContaining({ pageView: 'oneColumn' }),
    );
  },
};

/** The embed failed: the SDK's own error text above the frame. */
export const EmbedError: Story = {
  args: {
    selectedId: 'bi:r-1',
    snippet: samplePlaygroundSnippet,
    frame,
    frameError: 'Invalid embed URL detected. Either URL hostname or protocol are invalid.',
    events: [{ id: 1, name: 'error', time: '10:16:00', detail: 'Invalid embed URL detected.' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('O SDK informou um erro');
    await expect(alert).toHaveTextContent(
      'Invalid embed URL detected. Either URL hostname or protocol are invalid.',
    );
  },
};

/** Nothing the user may see: the way to Insights. */
export const NoItems: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum dashboard ou relatório disponível para você.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para o Insights' })).toHaveAttribute(
      'href',
      '/insights',
    );
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Carregando dashboards e relatórios…' }),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: 'Erro ao carregar itens: serviço indisponível.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar os dashboards e relatórios.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: { selectedId: 'bi:r-1', snippet: samplePlaygroundSnippet, frame, events: samplePlaygroundEvents },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('log', { name: 'Eventos do SDK' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const English: Story = {
  args: { selectedId: 'bi:r-1', snippet: samplePlaygroundSnippet, frame },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Embed playground' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Filter pane' })).toBeChecked();
  },
};

export const Spanish: Story = {
  args: { items: [] },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ir a Insights' })).toBeVisible();
  },
};
