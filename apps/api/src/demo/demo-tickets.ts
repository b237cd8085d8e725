// Demo support tickets: Acme Produção (ACM1) has open and closed ones from ana, elisa and carla; Acme
// Homologação (ACM2) a few; Globex (GLX01, GLX02) and Initech (INT1) their own, so the tenant boundary has
// something to keep apart. Dates are relative to the seed time; each ticket's history walks it from 'new' to
// its status, and the seed checks that the two agree.
import type { TicketChannel, TicketSeverity, TicketStatus } from '@nuvem/api-contract';
import type { Queryable } from '../db/database';
import {
  insertSupportTicket,
  insertSupportTicketEvent,
  type NewSupportTicketEvent,
} from '../domains/tickets/support-tickets-repository';
import { demoUsers } from './demo-data';
import { environmentIdsByCloudId, userIdsByEmail } from './demo-ids';

const hour = 3_600_000;
const day = 24 * hour;

/** A step of a ticket's history, `at` hours after it was opened. */
type DemoStep =
  | { at: number; says: string; by?: 'requester' | 'agent' }
  | { at: number; becomes: TicketStatus; by?: 'agent' | 'requester' | 'system' };

export interface DemoTicket {
  cloudId: string;
  subject: string;
  product: string;
  severity: TicketSeverity;
  status: TicketStatus;
  channel: TicketChannel;
  /** The demo user who opened it. */
  requester: string;
  assignee: string | null;
  openedDaysAgo: number;
  /** The requester's first message, which opened the ticket, then what happened. */
  description: string;
  steps: DemoStep[];
}

const marina = 'Marina Costa (Suporte N1)';
const protheusTeam = 'Equipe Protheus N2';
const rafael = 'Rafael Dias (Infraestrutura)';
const system = 'Central de atendimento';

export const demoTickets: DemoTicket[] = [
  // ── ACM1: Acme Produção ───────────────────────────────────────────────────────────────────────────────
  {
    cloudId: 'ACM1',
    subject: 'Lentidão no Protheus ao emitir notas fiscais',
    product: 'Protheus',
    severity: 'urgent',
    status: 'open',
    channel: 'portal',
    requester: 'ana@acme.example',
    assignee: protheusTeam,
    openedDaysAgo: 1,
    description:
      'Desde a manhã de hoje a emissão de notas fiscais no Protheus leva mais de 2 minutos por nota. O faturamento está parado.',
    steps: [
      { at: 0.5, becomes: 'open' },
      {
        at: 0.6,
        says: 'Recebemos o chamado e já estamos analisando os logs do servidor de aplicação. Retornamos em até 1 hora.',
      },
      { at: 2, says: 'Alguma novidade? Temos 300 notas na fila.', by: 'requester' },
      {
        at: 3,
        says: 'Identificamos um bloqueio na tabela SF2. Estamos aplicando a correção no banco de dados.',
      },
    ],
  },
  {
    cloudId: 'ACM1',
    subject: 'Certificado SSL do domínio erp.acme.example expira em 10 dias',
    product: 'IaaS',
    severity: 'high',
    status: 'pending',
    channel: 'email',
    requester: 'ana@acme.example',
    assignee: rafael,
    openedDaysAgo: 4,
    description: 'Recebemos o aviso de expiração do certificado. Vocês podem renovar com o mesmo domínio?',
    steps: [
      { at: 3, becomes: 'open' },
      {
        at: 3.2,
        says: 'Podemos sim. Para emitir o novo certificado precisamos que vocês aprovem o e-mail de validação enviado para admin@acme.example.',
      },
      { at: 3.3, becomes: 'pending' },
    ],
  },
  {
    cloudId: 'ACM1',
    subject: 'Solicitação de aumento de disco na VM acme-db-01',
    product: 'IaaS',
    severity: 'normal',
    status: 'on_hold',
    channel: 'portal',
    requester: 'elisa@acme.example',
    assignee: rafael,
    openedDaysAgo: 6,
    description: 'Precisamos aumentar o disco de dados da VM acme-db-01 de 500 GB para 1 TB.',
    steps: [
      { at: 2, becomes: 'open' },
      {
        at: 2.5,
        says: 'A ampliação exige uma janela de manutenção. Aguardamos a confirmação do fornecedor do storage para o próximo sábado.',
      },
      { at: 2.6, becomes: 'on_hold' },
    ],
  },
  {
    cloudId: 'ACM1',
    subject: 'Erro ao acessar o Fluig: "sessão inválida"',
    product: 'Fluig',
    severity: 'high',
    status: 'new',
    channel: 'portal',
    requester: 'ana@acme.example',
    assignee: null,
    openedDaysAgo: 0.1,
    description:
      'Vários usuários recebem a mensagem "sessão inválida" ao entrar no Fluig desde a atualização de ontem.',
    steps: [],
  },
  {
    cloudId: 'ACM1',
    subject: 'Dúvida sobre a cobrança de tráfego de saída',
    product: 'Minha conta',
    severity: 'low',
    status: 'open',
    channel: 'chat',
    requester: 'carla@parceira.example',
    assignee: marina,
    openedDaysAgo: 2,
    description:
      'A fatura deste mês mostra um valor de tráfego de saída maior que o de costume. Como é calculado?',
    steps: [
      { at: 1, becomes: 'open' },
      {
        at: 1.1,
        says: 'O tráfego é medido por hora em cada IP público. Vou levantar o detalhamento do mês.',
      },
    ],
  },
  {
    cloudId: 'ACM1',
    subject: 'Backup noturno do banco TOTVS falhou',
    product: 'Backup',
    severity: 'high',
    status: 'pending',
    channel: 'phone',
    requester: 'ana@acme.example',
    assignee: marina,
    openedDaysAgo: 3,
    description:
      'O relatório de backups indica falha no backup noturno do banco TOTVS nas duas últimas noites.',
    steps: [
      { at: 1, becomes: 'open' },
      {
        at: 5,
        says: 'O agente de backup perdeu a credencial após a troca de senha do usuário de serviço. Podem informar a nova senha pelo cofre?',
      },
      { at: 5.1, becomes: 'pending' },
    ],
  },
  {
    cloudId: 'ACM1',
    subject: 'Liberação de porta 1433 para o IP do escritório',
    product: 'IaaS',
    severity: 'normal',
    status: 'solved',
    channel: 'portal',
    requester: 'ana@acme.example',
    assignee: rafael,
    openedDaysAgo: 9,
    description:
      'Precisamos liberar a porta 1433 no firewall para o IP 200.100.50.25 do escritório de Campinas.',
    steps: [
      { at: 1, becomes: 'open' },
      { at: 2, says: 'Regra criada e aplicada. Podem testar a conexão?' },
      { at: 2.1, becomes: 'pending' },
      { at: 4, says: 'Funcionou, obrigada!', by: 'requester' },
      { at: 4.2, becomes: 'solved' },
    ],
  },
  {
    cloudId: 'ACM1',
    subject: 'Atualização do Protheus para a release 12.1.2410',
    product: 'Protheus',
    severity: 'normal',
    status: 'closed',
    channel: 'email',
    requester: 'elisa@acme.example',
    assignee: protheusTeam,
    openedDaysAgo: 40,
    description: 'Gostaríamos de agendar a atualização do Protheus para a release 12.1.2410.',
    steps: [
      { at: 4, becomes: 'open' },
      { at: 5, says: 'Agendado para sábado às 22h. O ambiente ficará indisponível por até 4 horas.' },
      { at: 80, says: 'Atualização concluída com sucesso.' },
      { at: 80.5, becomes: 'solved' },
      { at: 248, becomes: 'closed', by: 'system' },
    ],
  },
  {
    cloudId: 'ACM1',
    subject: 'Criação de usuário para auditoria externa',
    product: 'Gestão de usuários',
    severity: 'low',
    status: 'closed',
    channel: 'portal',
    requester: 'ana@acme.example',
    assignee: marina,
    openedDaysAgo: 25,
    description: 'Precisamos de um acesso somente leitura para a auditoria externa por 30 dias.',
    steps: [
      { at: 2, becomes: 'open' },
      { at: 3, says: 'Usuário auditoria.externa criado com perfil somente leitura e validade de 30 dias.' },
      { at: 3.1, becomes: 'solved' },
      { at: 171, becomes: 'closed', by: 'system' },
    ],
  },
  {
    cloudId: 'ACM1',
    subject: 'Indisponibilidade do TSS durante a madrugada',
    product: 'TSS',
    severity: 'urgent',
    status: 'closed',
    channel: 'phone',
    requester: 'carla@parceira.example',
    assignee: protheusTeam,
    openedDaysAgo: 15,
    description: 'O TSS ficou fora do ar entre 2h e 3h da manhã e as notas da madrugada foram rejeitadas.',
    steps: [
      { at: 0.2, becomes: 'open' },
      { at: 1, says: 'O serviço foi reiniciado e as notas pendentes foram reenviadas à SEFAZ.' },
      { at: 1.1, becomes: 'solved' },
      { at: 169, becomes: 'closed', by: 'system' },
    ],
  },
  {
    cloudId: 'ACM1',
    subject: 'Relatório de consumo não abre no Insights',
    product: 'Insights',
    severity: 'normal',
    status: 'solved',
    channel: 'chat',
    requester: 'ana@acme.example',
    assignee: marina,
    openedDaysAgo: 5,
    description: 'O dashboard de consumo mostra "erro ao carregar" desde segunda-feira.',
    steps: [
      { at: 1, becomes: 'open' },
      { at: 6, says: 'Corrigimos a permissão do conjunto de dados. Pode verificar?' },
      { at: 6.1, becomes: 'pending' },
      { at: 20, says: 'Está abrindo normalmente agora.', by: 'requester' },
      { at: 20.5, becomes: 'solved' },
    ],
  },
  {
    cloudId: 'ACM1',
    subject: 'Restauração de arquivo excluído no servidor de arquivos',
    product: 'Backup',
    severity: 'high',
    status: 'closed',
    channel: 'portal',
    requester: 'elisa@acme.example',
    assignee: rafael,
    openedDaysAgo: 60,
    description:
      'A planilha de orçamento 2025 foi excluída por engano da pasta Financeiro. Conseguem restaurar?',
    steps: [
      { at: 0.5, becomes: 'open' },
      { at: 2, says: 'Arquivo restaurado a partir do backup das 23h de ontem, na pasta original.' },
      { at: 2.1, becomes: 'solved' },
      { at: 170, becomes: 'closed', by: 'system' },
    ],
  },
  // ── ACM2: Acme Homologação ────────────────────────────────────────────────────────────────────────────
  {
    cloudId: 'ACM2',
    subject: 'Cópia da base de produção para homologação',
    product: 'Protheus',
    severity: 'normal',
    status: 'open',
    channel: 'portal',
    requester: 'ana@acme.example',
    assignee: protheusTeam,
    openedDaysAgo: 2,
    description: 'Precisamos de uma cópia atualizada da base de produção no ambiente de homologação.',
    steps: [
      { at: 3, becomes: 'open' },
      { at: 4, says: 'A cópia será feita esta noite, após o backup de produção.' },
    ],
  },
  {
    cloudId: 'ACM2',
    subject: 'Ambiente de homologação sem acesso externo',
    product: 'IaaS',
    severity: 'low',
    status: 'solved',
    channel: 'email',
    requester: 'ana@acme.example',
    assignee: rafael,
    openedDaysAgo: 12,
    description: 'O ambiente de homologação não responde fora da VPN.',
    steps: [
      { at: 2, becomes: 'open' },
      {
        at: 3,
        says: 'Por política, a homologação só é acessível pela VPN. Enviamos o guia de configuração.',
      },
      { at: 3.1, becomes: 'solved' },
    ],
  },
  // ── Globex: another tenant ────────────────────────────────────────────────────────────────────────────
  {
    cloudId: 'GLX01',
    subject: 'Filial 1: VPN site-to-site caiu',
    product: 'IaaS',
    severity: 'urgent',
    status: 'open',
    channel: 'phone',
    requester: 'bruno@globex.example',
    assignee: rafael,
    openedDaysAgo: 0.5,
    description: 'A VPN entre a Filial 1 e a nuvem caiu às 8h. Os caixas estão sem sistema.',
    steps: [
      { at: 0.1, becomes: 'open' },
      { at: 0.5, says: 'O túnel foi restabelecido; estamos monitorando a estabilidade.' },
    ],
  },
  {
    cloudId: 'GLX01',
    subject: 'Globex: migração do banco para a região sa-east-2',
    product: 'Banco de dados',
    severity: 'normal',
    status: 'closed',
    channel: 'portal',
    requester: 'bruno@globex.example',
    assignee: rafael,
    openedDaysAgo: 30,
    description: 'Queremos migrar o banco da Filial 1 para a região sa-east-2.',
    steps: [
      { at: 5, becomes: 'open' },
      { at: 100, says: 'Migração concluída e validada.' },
      { at: 100.5, becomes: 'solved' },
      { at: 268, becomes: 'closed', by: 'system' },
    ],
  },
  {
    cloudId: 'GLX02',
    subject: 'Filial 2: impressora fiscal não comunica',
    product: 'PDV',
    severity: 'high',
    status: 'pending',
    channel: 'chat',
    requester: 'bruno@globex.example',
    assignee: marina,
    openedDaysAgo: 1,
    description: 'A impressora fiscal do caixa 3 não comunica com o servidor de PDV.',
    steps: [
      { at: 1, becomes: 'open' },
      { at: 2, says: 'Pode confirmar o IP configurado na impressora?' },
      { at: 2.1, becomes: 'pending' },
    ],
  },
  // ── Initech: its topology registry is unavailable ─────────────────────────────────────────────────────
  {
    cloudId: 'INT1',
    subject: 'Initech: topologias não aparecem no portal',
    product: 'Portal',
    severity: 'high',
    status: 'open',
    channel: 'email',
    requester: 'fabio@initech.example',
    assignee: marina,
    openedDaysAgo: 1,
    description: 'O portal informa que a lista de topologias do ambiente INT1 está indisponível.',
    steps: [
      { at: 2, becomes: 'open' },
      { at: 3, says: 'O registro de topologias do ambiente está em manutenção. Avisaremos quando voltar.' },
    ],
  },
];

/** Writes the demo tickets, oldest first, with their histories. */
export async function seedDemoTickets(db: Queryable, now = new Date()): Promise<void> {
  const environmentId = await environmentIdsByCloudId(db);
  const userId = await userIdsByEmail(db);
  const ordered = [...demoTickets].sort((a, b) => b.openedDaysAgo - a.openedDaysAgo);
  for (const ticket of ordered) {
    const requester = demoUsers.find((user) => user.email === ticket.requester);
    if (!requester) throw new Error(`demo ticket: no demo user ${ticket.requester}`);
    const openedAt = now.getTime() - ticket.openedDaysAgo * day;
    const at = (hours: number) => new Date(openedAt + hours * hour);
    const events: NewSupportTicketEvent[] = [
      {
        kind: 'message',
        occurredAt: at(0),
        authorName: requester.fullName,
        authorRole: 'customer',
        body: ticket.description,
        fromStatus: null,
        toStatus: null,
      },
    ];
    let status: TicketStatus = 'new';
    let solvedAt: Date | null = null;
    for (const step of ticket.steps) {
      if ('says' in step) {
        const byRequester = step.by === 'requester';
        events.push({
          kind: 'message',
          occurredAt: at(step.at),
          authorName: byRequester ? requester.fullName : (ticket.assignee ?? system),
          authorRole: byRequester ? 'customer' : 'agent',
          body: step.says,
          fromStatus: null,
          toStatus: null,
        });
      } else {
        const by = step.by ?? 'agent';
        events.push({
          kind: 'status_change',
          occurredAt: at(step.at),
          authorName:
            by === 'requester' ? requester.fullName : by === 'system' ? system : (ticket.assignee ?? system),
          authorRole: by === 'requester' ? 'customer' : by,
          body: null,
          fromStatus: status,
          toStatus: step.becomes,
        });
        status = step.becomes;
        if (status === 'solved' || (status === 'closed' && !solvedAt)) solvedAt = at(step.at);
        if (status !== 'solved' && status !== 'closed') solvedAt = null;
      }
    }
    const last = events[events.length - 1]!.occurredAt;
    if (status !== ticket.status || last.getTime() > now.getTime())
      throw new Error(
        `demo ticket "${ticket.subject}": its history does not lead to ${ticket.status} by now`,
      );
    const { id } = await insertSupportTicket(db, environmentId(ticket.cloudId), {
      subject: ticket.subject,
      product: ticket.product,
      severity: ticket.severity,
      status: ticket.status,
      channel: ticket.channel,
      requesterUserId: userId(ticket.requester),
      requesterName: requester.fullName,
      requesterEmail: requester.email,
      assigneeName: ticket.assignee,
      createdAt: at(0),
      updatedAt: last,
      solvedAt,
    });
    for (const event of events) await insertSupportTicketEvent(db, id, event);
  }
}
