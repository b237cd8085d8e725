import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiAgentCatalogue } from './AiAgentCatalogue';
import { sampleAiAgents } from './aiAgentFixtures';

const meta = {
  title: 'Pages/AiAgentCatalogue',
  component: AiAgentCatalogue,
  tags: ['autodocs'],
  args: {
    rows: sampleAiAgents,
    total: sampleAiAgents.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'products', 'channels', 'price', 'allowance', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onHire: fn(),
    hiredSlugs: new Set(['support-triage']),
    canHire: true,
  },
} satisfies Meta<typeof AiAgentCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agents with price in reais and allowance; one hired already, another opened and one hired. */
export const Catalogue: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Agentes de IA disponíveis' });
    await expect(within(table).getByText('R$ 799,00')).toBeInTheDocument();
    await expect(within(table).getByText('5.000 tarefas por mês')).toBeInTheDocument();
    await expect(within(table).getByText('Contratado')).toBeInTheDocument();
    await expect(within(table).queryByRole('button', { name: 'Contratar Triagem de suporte' })).toBeNull();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Ver detalhes de Leitor de notas fiscais' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(sampleAiAgents[1]);
    await userEvent.click(within(table).getByRole('button', { name: 'Contratar Integração de RH' }));
    await expect(args.onHire).toHaveBeenCalledWith(sampleAiAgents[2]);
  },
};

/** No environment chosen: hiring is not offered. */
export const NoEnvironment: Story = {
  args: { canHire: false, hiredSlugs: new Set() },
  play: async ({ canvasElement }) => {
    const hire = within(canvasElement).getByRole('button', { name: 'Contratar Integração de RH' });
    await expect(hire).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando os agentes de IA…')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { rows: [], total: 0, state: { status: 'error', message: 'O servidor não respondeu.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('O servidor não respondeu.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /tentar novamente/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At 390 px: the catalogue fits the phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Agentes de IA disponíveis' }),
    ).toBeInTheDocument();
  },
};
