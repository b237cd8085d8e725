import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PipelineList } from './PipelineList';
import { manySamplePipelineActions, samplePipelineActions } from './samplePipelineActions';

const meta = {
  title: 'Shell/RightSidebar/PipelineList',
  component: PipelineList,
  tags: ['autodocs'],
  args: { actions: samplePipelineActions, mode: 'client', timeZone: 'America/Sao_Paulo' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PipelineList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Client mode: name, status, user and start time of the current environment's actions. */
export const ClientMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Ações executadas' })).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Reiniciar servidor de aplicação');
    await expect(items[0]).toHaveTextContent('Em execução');
    await expect(items[0]).toHaveTextContent(
      /Iniciada em 12\/03\/2026,? 14:05 por joana\.silva@acme\.com\.br/,
    );
    await expect(items[2]).toHaveTextContent(/Iniciada em 12\/03\/2026,? 11:00$/);
    await expect(canvas.queryByText(/Ambiente/)).not.toBeInTheDocument();
  },
};

/** General mode also shows each action's cloud_id and t_code. */
export const GeneralMode: Story = {
  args: { mode: 'general' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Ambiente ACME01 · T10001');
    await expect(items[3]).toHaveTextContent(/Ambiente ACME01$/);
  },
};

/** Every status, each a coloured chip with its name. */
export const EachStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Na fila', 'Em execução', 'Sucesso', 'Falhou', 'Falha do usuário']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando ações' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma ação executada')).toBeVisible();
  },
};

/** The list could not be loaded; 'Tentar novamente' asks for it again. */
export const LoadError: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar as ações.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Many actions scroll inside a bounded list, which takes keyboard focus to scroll. */
export const Many: Story = {
  args: { actions: manySamplePipelineActions(60), mode: 'general', maxHeight: 420 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await userEvent.tab();
    await expect(list).toHaveFocus();
  },
};

/** Long names and e-mails wrap. */
export const LongText: Story = {
  args: {
    actions: [
      {
        id: 'long',
        name: 'Restaurar backup completo do banco de dados de produção e reconfigurar a replicação para a região secundária',
        status: 'RUNNING',
        cloud_id: 'ACME01-PRODUCAO-SAO-PAULO-REGIAO-PRINCIPAL',
        t_code: 'T10001',
        user: 'joana.maria.silva.santos.oliveira@acme-industria-e-comercio.com.br',
        startedAt: '2026-03-12T17:05:00Z',
      },
    ],
    mode: 'general',
  },
};

/** Start times follow the language: here English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(/Started 3\/12\/26,? 2:05\sPM by joana\.silva@acme\.com\.br/);
    await expect(items[0]).toHaveTextContent('Running');
  },
};
