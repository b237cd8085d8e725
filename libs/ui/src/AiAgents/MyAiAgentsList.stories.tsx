import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAiAgentHires } from './aiAgentFixtures';
import { MyAiAgentsList } from './MyAiAgentsList';

const meta = {
  title: 'Pages/MyAiAgentsList',
  component: MyAiAgentsList,
  tags: ['autodocs'],
  args: {
    rows: sampleAiAgentHires,
    total: sampleAiAgentHires.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'state', 'use', 'lastUsed', 'price', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onSettings: fn(),
    onDeactivate: fn(),
    timeZone: 'America/Sao_Paulo',
    catalogueAction: <Button variant="contained">Conhecer os agentes</Button>,
  },
} satisfies Meta<typeof MyAiAgentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Use against the allowance (one over it), a deactivated one kept as history; set up and deactivated. */
export const Hired: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Agentes de IA contratados' });
    await expect(within(table).getByText('1.240 de 2.000')).toBeInTheDocument();
    await expect(within(table).getByText('Acima da franquia')).toBeInTheDocument();
    await expect(
      within(table).getByRole('progressbar', { name: 'Uso de Lia, do suporte Acme no mês' }),
    ).toBeInTheDocument();
    await expect(within(table).getByText('Desativado')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Configurar Lia, do suporte Acme' }));
    await expect(args.onSettings).toHaveBeenCalledWith(sampleAiAgentHires[0]);
    await userEvent.click(within(table).getByRole('button', { name: 'Desativar Leitor de notas Acme' }));
    await expect(args.onDeactivate).toHaveBeenCalledWith(sampleAiAgentHires[1]);
    await expect(
      within(table).getAllByRole('button', { name: 'Este agente foi desativado' })[0],
    ).toBeDisabled();
  },
};

/** None hired: the way to the catalogue. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente ainda não contratou agentes de IA.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Conhecer os agentes' })).toBeInTheDocument();
  },
};

/** Refused (403): the API's reason, translated by the caller. */
export const Refused: Story = {
  args: {
    rows: [],
    total: 0,
    state: { status: 'error', message: 'Você não tem permissão para fazer isso.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Você não tem permissão para fazer isso.'),
    ).toBeInTheDocument();
  },
};

/** At 390 px: the list fits the phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Agentes de IA contratados' }),
    ).toBeInTheDocument();
  },
};
