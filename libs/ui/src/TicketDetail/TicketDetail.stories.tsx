import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleTicketWithHistory } from '../internal/sampleSupportTickets';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { TicketDetail } from './TicketDetail';

const meta = {
  title: 'Pages/TicketDetail',
  component: TicketDetail,
  tags: ['autodocs'],
  args: {
    number: sampleTicketWithHistory.number,
    ticket: sampleTicketWithHistory,
    state: { status: 'ready' },
    trail: ['Suporte', 'Atendimento ao cliente'],
    backHref: '/tickets',
    contactHref: '/contact',
    // Pinned, so the dates read the same on every machine.
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof TicketDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A solved ticket: its subject, status and severity, the history oldest first, and its details. */
export const Solved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chamado 100006' })).toBeInTheDocument();
    const crumbs = canvas.getByRole('navigation', { name: 'Você está em' });
    await expect(crumbs).toHaveTextContent('Suporte');
    await expect(crumbs).toHaveTextContent('Atendimento ao cliente');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Liberação de porta 1433 para o IP do escritório' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voltar aos chamados' })).toHaveAttribute(
      'href',
      '/tickets',
    );

    const history = within(canvas.getByRole('list', { name: 'Histórico' })).getAllByRole('listitem');
    await expect(history).toHaveLength(6);
    await expect(history[0]).toHaveTextContent('Ana SouzaCliente');
    await expect(history[0]).toHaveTextContent('Precisamos liberar a porta 1433');
    await expect(history[0]).toHaveTextContent('04/03/2026, 09:00');
    await expect(history[1]).toHaveTextContent(
      'Rafael Dias (Infraestrutura) alterou o status de Novo para Em atendimento',
    );
    await expect(history[2]).toHaveTextContent('Rafael Dias (Infraestrutura)Suporte');
    await expect(history[5]).toHaveTextContent('de Aguardando você para Resolvido');
    await expect(canvas.getByText('3 mensagens')).toBeInTheDocument();

    const details = canvas.getByRole('region', { name: 'Detalhes do chamado' });
    for (const text of [
      'ProdutoIaaS',
      'Aberto viaPortal',
      'SolicitanteAna Souzaana@acme.example',
      'ResponsávelRafael Dias (Infraestrutura)',
      'AmbienteAcme ProduçãoACM1',
      'Resolvido em04/03/2026, 13:12',
    ])
      await expect(details).toHaveTextContent(text);
    await expect(canvas.getByRole('link', { name: 'Veja os canais de atendimento' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/** With the top bar's eye closed, the requester's e-mail and the environment's cloud id are hidden. */
export const ValuesHidden: Story = {
  render: (args) => (
    <MaskedValuesProvider masked>
      <TicketDetail {...args} />
    </MaskedValuesProvider>
  ),
  play: async ({ canvasElement }) => {
    const details = within(canvasElement).getByRole('region', { name: 'Detalhes do chamado' });
    await expect(details).not.toHaveTextContent('ana@acme.example');
    await expect(details).not.toHaveTextContent('ACM1');
    await expect(details).toHaveTextContent('Ana Souza');
    await expect(details).toHaveTextContent('Acme Produção');
  },
};

/** A new ticket nobody has taken yet: only its opening message. */
export const NewUnassigned: Story = {
  args: {
    number: 100012,
    ticket: {
      ...sampleTicketWithHistory,
      number: 100012,
      subject: 'Erro ao acessar o Fluig: "sessão inválida"',
      product: 'Fluig',
      status: 'new',
      severity: 'high',
      assignee: null,
      solvedAt: null,
      updatedAt: sampleTicketWithHistory.createdAt,
      history: [
        {
          ...sampleTicketWithHistory.history[0]!,
          body: 'Vários usuários recebem a mensagem "sessão inválida" ao entrar no Fluig desde a atualização de ontem.\n\nUsuários afetados: financeiro e compras.',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Histórico' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await expect(canvas.getByText('1 mensagem')).toBeInTheDocument();
    const details = canvas.getByRole('region', { name: 'Detalhes do chamado' });
    await expect(details).toHaveTextContent('ResponsávelAinda não atribuído');
    await expect(details).not.toHaveTextContent('Resolvido em');
    await expect(details).toHaveTextContent('Novo');
  },
};

/** The ticket on its way: the page is already titled by its number. */
export const Loading: Story = {
  args: { ticket: undefined, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chamado 100006' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando o chamado…');
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
  },
};

/** A number that is not of this environment (or unknown): the API's message, and the way back. */
export const NotFound: Story = {
  args: {
    number: 100999,
    ticket: undefined,
    state: { status: 'error', message: 'O chamado 100999 não foi encontrado neste ambiente.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // What failed (the alert's title), then why.
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Não foi possível abrir este chamado.')).toBeVisible();
    await expect(alert).toHaveTextContent('O chamado 100999 não foi encontrado neste ambiente.');
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voltar aos chamados' })).toBeInTheDocument();
  },
};

/** Any other failure offers to try again. */
export const Failed: Story = {
  args: {
    ticket: undefined,
    state: { status: 'error', message: 'Ocorreu um erro inesperado. Tente novamente.' },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone the details go under the history. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = canvas.getByRole('list', { name: 'Histórico' }).getBoundingClientRect();
    const details = canvas.getByRole('region', { name: 'Detalhes do chamado' }).getBoundingClientRect();
    await expect(details.top).toBeGreaterThan(history.bottom);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ticket 100006' })).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('list', { name: 'History' })).getAllByRole('listitem')[1],
    ).toHaveTextContent('Rafael Dias (Infraestrutura) changed the status from New to In progress');
    await expect(canvas.getByRole('region', { name: 'Ticket details' })).toHaveTextContent(
      'Opened viaPortal',
    );
  },
};
