// Support tickets for stories and tests: a few of every status and severity, a long subject, and one ticket
// with its whole history. Dates are fixed (stories pin the time zone), so screenshots do not drift.
import type {
  SupportContactChannel,
  SupportTicket,
  SupportTicketSeverity,
  SupportTicketStatus,
  SupportTicketWithHistory,
} from '../model/supportTicket';

const ticket = (
  number: number,
  subject: string,
  status: SupportTicketStatus,
  severity: SupportTicketSeverity,
  more: Partial<SupportTicket> = {},
): SupportTicket => ({
  number,
  subject,
  product: 'Protheus',
  severity,
  status,
  channel: 'portal',
  requesterName: 'Ana Souza',
  requesterEmail: 'ana@acme.example',
  assignee: 'Equipe Protheus N2',
  createdAt: '2026-03-10T12:00:00Z',
  updatedAt: '2026-03-12T18:30:00Z',
  solvedAt: status === 'solved' || status === 'closed' ? '2026-03-12T18:30:00Z' : null,
  lastMessage: {
    author: 'Equipe Protheus N2',
    authorRole: 'agent',
    excerpt: 'Identificamos um bloqueio na tabela SF2. Estamos aplicando a correção no banco de dados.',
    at: '2026-03-12T18:30:00Z',
  },
  messageCount: 3,
  ...more,
});

export const sampleOpenTickets: SupportTicket[] = [
  ticket(100012, 'Erro ao acessar o Fluig: "sessão inválida"', 'new', 'high', {
    product: 'Fluig',
    assignee: null,
    createdAt: '2026-03-13T11:10:00Z',
    updatedAt: '2026-03-13T11:10:00Z',
    lastMessage: {
      author: 'Ana Souza',
      authorRole: 'customer',
      excerpt:
        'Vários usuários recebem a mensagem "sessão inválida" ao entrar no Fluig desde a atualização de ontem.',
      at: '2026-03-13T11:10:00Z',
    },
    messageCount: 1,
  }),
  ticket(100011, 'Lentidão no Protheus ao emitir notas fiscais', 'open', 'urgent', {
    updatedAt: '2026-03-13T09:40:00Z',
  }),
  ticket(100009, 'Backup noturno do banco TOTVS falhou', 'pending', 'high', {
    product: 'Backup',
    channel: 'phone',
    assignee: 'Marina Costa (Suporte N1)',
    updatedAt: '2026-03-11T15:00:00Z',
    lastMessage: {
      author: 'Marina Costa (Suporte N1)',
      authorRole: 'agent',
      excerpt: 'O agente de backup perdeu a credencial após a troca de senha do usuário de serviço.',
      at: '2026-03-11T15:00:00Z',
    },
  }),
  ticket(100007, 'Solicitação de aumento de disco na VM acme-db-01', 'on_hold', 'normal', {
    product: 'IaaS',
    requesterName: 'Elisa Prado',
    requesterEmail: 'elisa@acme.example',
    assignee: 'Rafael Dias (Infraestrutura)',
    updatedAt: '2026-03-09T13:20:00Z',
    lastMessage: {
      author: 'Rafael Dias (Infraestrutura)',
      authorRole: 'agent',
      excerpt:
        'A ampliação exige uma janela de manutenção. Aguardamos a confirmação do fornecedor do storage.',
      at: '2026-03-09T13:20:00Z',
    },
  }),
  ticket(100010, 'Dúvida sobre a cobrança de tráfego de saída', 'open', 'low', {
    product: 'Minha conta',
    channel: 'chat',
    requesterName: 'Carla Mendes',
    requesterEmail: 'carla@parceira.example',
    assignee: 'Marina Costa (Suporte N1)',
    updatedAt: '2026-03-08T10:05:00Z',
  }),
];

export const sampleClosedTickets: SupportTicket[] = [
  ticket(100006, 'Liberação de porta 1433 para o IP do escritório', 'solved', 'normal', { product: 'IaaS' }),
  ticket(100003, 'Atualização do Protheus para a release 12.1.2410', 'closed', 'normal', {
    updatedAt: '2026-02-10T08:00:00Z',
  }),
  ticket(100002, 'Indisponibilidade do TSS durante a madrugada', 'closed', 'urgent', {
    product: 'TSS',
    updatedAt: '2026-02-02T08:00:00Z',
  }),
];

/** `count` tickets, numbered down from 200000, every status and severity in turn. */
export function makeSupportTickets(count: number): SupportTicket[] {
  const statuses: SupportTicketStatus[] = ['new', 'open', 'pending', 'on_hold'];
  const severities: SupportTicketSeverity[] = ['low', 'normal', 'high', 'urgent'];
  const products = ['Protheus', 'Fluig', 'IaaS', 'TSS', 'Backup'];
  return Array.from({ length: count }, (_, i) =>
    ticket(200000 - i, `Chamado de teste ${i + 1}`, statuses[i % 4]!, severities[(i * 3) % 4]!, {
      product: products[i % products.length]!,
      updatedAt: new Date(Date.UTC(2026, 2, 13, 12) - i * 3_600_000).toISOString(),
    }),
  );
}

/** A solved ticket with its whole history: the opening message, replies, and each change of status. */
export const sampleTicketWithHistory: SupportTicketWithHistory = {
  ...ticket(100006, 'Liberação de porta 1433 para o IP do escritório', 'solved', 'normal', {
    product: 'IaaS',
    assignee: 'Rafael Dias (Infraestrutura)',
    createdAt: '2026-03-04T12:00:00Z',
    updatedAt: '2026-03-04T16:12:00Z',
    solvedAt: '2026-03-04T16:12:00Z',
    messageCount: 3,
  }),
  environment: { cloudId: 'ACM1', tCode: 'T10007', corporateName: 'Acme Produção' },
  history: [
    {
      id: 'e1',
      kind: 'message',
      at: '2026-03-04T12:00:00Z',
      author: 'Ana Souza',
      authorRole: 'customer',
      body: 'Precisamos liberar a porta 1433 no firewall para o IP 200.100.50.25 do escritório de Campinas.',
      fromStatus: null,
      toStatus: null,
    },
    {
      id: 'e2',
      kind: 'status_change',
      at: '2026-03-04T13:00:00Z',
      author: 'Rafael Dias (Infraestrutura)',
      authorRole: 'agent',
      body: null,
      fromStatus: 'new',
      toStatus: 'open',
    },
    {
      id: 'e3',
      kind: 'message',
      at: '2026-03-04T14:00:00Z',
      author: 'Rafael Dias (Infraestrutura)',
      authorRole: 'agent',
      body: 'Regra criada e aplicada. Podem testar a conexão?',
      fromStatus: null,
      toStatus: null,
    },
    {
      id: 'e4',
      kind: 'status_change',
      at: '2026-03-04T14:06:00Z',
      author: 'Rafael Dias (Infraestrutura)',
      authorRole: 'agent',
      body: null,
      fromStatus: 'open',
      toStatus: 'pending',
    },
    {
      id: 'e5',
      kind: 'message',
      at: '2026-03-04T16:00:00Z',
      author: 'Ana Souza',
      authorRole: 'customer',
      body: 'Funcionou, obrigada!',
      fromStatus: null,
      toStatus: null,
    },
    {
      id: 'e6',
      kind: 'status_change',
      at: '2026-03-04T16:12:00Z',
      author: 'Rafael Dias (Infraestrutura)',
      authorRole: 'agent',
      body: null,
      fromStatus: 'pending',
      toStatus: 'solved',
    },
  ],
};

/** The provider's channels as the API's defaults give them. */
export const sampleContactChannels: SupportContactChannel[] = [
  {
    kind: 'phone',
    value: '0800 000 0000',
    audience: 'all',
    hours: { days: 'weekdays', from: '08:00', to: '18:00', timeZone: 'America/Sao_Paulo' },
  },
  {
    kind: 'email',
    value: 'suporte@nuvem.example',
    audience: 'all',
    hours: { days: 'weekdays', from: '08:00', to: '18:00', timeZone: 'America/Sao_Paulo' },
  },
  {
    kind: 'phone',
    value: '0800 000 0001',
    audience: 'prime',
    hours: { days: 'every_day', from: '00:00', to: '24:00', timeZone: 'America/Sao_Paulo' },
  },
];
