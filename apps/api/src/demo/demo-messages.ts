// Demo messages and alerts: mails for every user, communications (marketplace ones too) for ACM1 and GLX01,
// legacy alerts, customer notes, a survey and migration notices. Dates are relative to the seed time, so
// the current notices and alerts are current whenever the demo starts.
import type { AlertLevel } from '@nuvem/api-contract';
import type { Queryable } from '../db/database';
import { insertCommunication } from '../domains/messages/communications-repository';
import { insertCustomerNote } from '../domains/notes/customer-notes-repository';
import { insertMigrationNotice } from '../domains/messages/migration-notices-repository';
import { insertSurveyInquiry } from '../domains/messages/survey-inquiries-repository';
import { insertUserAlert } from '../domains/messages/user-alerts-repository';
import { insertUserMessage } from '../domains/messages/user-messages-repository';
import { demoUsers } from './demo-data';
import { environmentIdsByCloudId, userIdsByEmail } from './demo-ids';

const hour = 3_600_000;
const day = 24 * hour;

interface DemoMail {
  title: string;
  message: string;
  link: string | null;
  isExternalLink: boolean;
  readState: boolean;
  /** How long before the seed it arrived. */
  age: number;
}

/** Every user gets these: three unread, two read, one with an external link. */
export const demoMails: DemoMail[] = [
  {
    title: 'Bem-vindo ao portal Nuvem',
    message: 'Seu acesso está pronto. Conheça o painel e configure suas preferências.',
    link: '/dashboard',
    isExternalLink: false,
    readState: true,
    age: 30 * day,
  },
  {
    title: 'Fatura disponível',
    message: 'A fatura do último mês já pode ser consultada em Minha Conta.',
    link: '/store/consumo',
    isExternalLink: false,
    readState: true,
    age: 10 * day,
  },
  {
    title: 'Janela de manutenção programada',
    message: 'Uma manutenção preventiva foi agendada. Confira os horários na central de agendamentos.',
    link: '/maintenance-window',
    isExternalLink: false,
    readState: false,
    age: 2 * day,
  },
  {
    title: 'Novidades da plataforma',
    message: 'Veja as novidades desta versão no blog da Nuvem.',
    link: 'https://blog.nuvem.example/novidades',
    isExternalLink: true,
    readState: false,
    age: day,
  },
  {
    title: 'Relatório semanal de backups',
    message: 'Todos os backups da semana foram concluídos com sucesso.',
    link: null,
    isExternalLink: false,
    readState: false,
    age: 3 * hour,
  },
];

interface DemoCommunication {
  cloudId: string;
  topType: AlertLevel;
  content: string;
  marketplace: boolean;
  age: number;
  /** Negative: expired that long ago (not listed); null: never expires. */
  expiresIn: number | null;
}

export const demoCommunications: DemoCommunication[] = [
  {
    cloudId: 'ACM1',
    topType: 'warning',
    content: 'Manutenção preventiva no banco de dados nas próximas 48 horas. Pode haver lentidão.',
    marketplace: false,
    age: 6 * hour,
    expiresIn: 2 * day,
  },
  {
    cloudId: 'ACM1',
    topType: 'info',
    content: 'O novo painel de consumo já está disponível em Insights.',
    marketplace: false,
    age: 3 * day,
    expiresIn: null,
  },
  {
    cloudId: 'ACM1',
    topType: 'info',
    content: 'Comunicado encerrado: a migração de DNS foi concluída.',
    marketplace: false,
    age: 10 * day,
    expiresIn: -day,
  },
  {
    cloudId: 'ACM1',
    topType: 'success',
    content: 'Oferta de lançamento: agente de IA para atendimento com 30 dias grátis no Marketplace.',
    marketplace: true,
    age: day,
    expiresIn: 30 * day,
  },
  {
    cloudId: 'GLX01',
    topType: 'danger',
    content: 'Instabilidade na região sa-east-1 em investigação pela equipe de operações.',
    marketplace: false,
    age: hour,
    expiresIn: day,
  },
  {
    cloudId: 'GLX01',
    topType: 'info',
    content: 'Novos conectores de integração disponíveis no Marketplace.',
    marketplace: true,
    age: 2 * day,
    expiresIn: null,
  },
];

export const demoUserAlerts: { email: string; type: AlertLevel; text: string; expiresIn: number | null }[] = [
  {
    email: 'ana@acme.example',
    type: 'warning',
    text: 'Seu certificado digital expira em 15 dias. Renove-o para evitar interrupções.',
    expiresIn: 15 * day,
  },
  {
    email: 'ana@acme.example',
    type: 'info',
    text: 'Seus dados de faturamento foram atualizados.',
    expiresIn: null,
  },
  { email: 'ana@acme.example', type: 'danger', text: 'Alerta antigo, já expirado.', expiresIn: -day },
  {
    email: 'bruno@globex.example',
    type: 'info',
    text: 'Há 3 filiais com contratos a renovar neste trimestre.',
    expiresIn: null,
  },
  {
    email: 'fabio@initech.example',
    type: 'warning',
    text: 'Cadastro incompleto: informe um telefone celular para contato.',
    expiresIn: null,
  },
];

export const demoCustomerNotes: { cloudId: string; title: string; content: string; checked: boolean }[] = [
  {
    cloudId: 'ACM1',
    title: 'Janela de deploy',
    content: 'Deploys em produção somente às terças e quintas, após as 20h.',
    checked: true,
  },
  {
    cloudId: 'ACM1',
    title: 'Contato do DBA',
    content: 'Em caso de incidente no banco, acionar o plantão pelo ramal 4020.',
    checked: true,
  },
  {
    cloudId: 'ACM1',
    title: 'Renovação de certificado',
    content: 'O certificado SSL do domínio principal vence no próximo mês.',
    checked: false,
  },
  {
    cloudId: 'ACM1',
    title: 'Limpeza de logs',
    content: 'Revisar a retenção de logs do servidor de aplicação.',
    checked: false,
  },
  {
    cloudId: 'ACM2',
    title: 'Base de homologação',
    content: 'A base de homologação é restaurada da produção todo domingo.',
    checked: true,
  },
  {
    cloudId: 'GLX01',
    title: 'Fechamento contábil',
    content: 'Não reiniciar serviços durante o fechamento, do dia 1 ao dia 5.',
    checked: true,
  },
  {
    cloudId: 'GLX01',
    title: 'Integração com o banco',
    content: 'O arquivo de retorno bancário chega às 6h.',
    checked: false,
  },
];

/** Windows relative to the seed time: one under way, one starting within 7 days, one already over. */
export const demoMigrationNotices: { cloudId: string; startsIn: number; lasts: number; message: string }[] = [
  {
    cloudId: 'ACM1',
    startsIn: -day,
    lasts: 3 * day,
    message: 'Migração do banco de dados para a nova infraestrutura em andamento.',
  },
  {
    cloudId: 'ACM1',
    startsIn: 5 * day,
    lasts: 6 * hour,
    message: 'Migração do servidor de aplicação para a região sa-east-2. O ambiente ficará indisponível.',
  },
  {
    cloudId: 'ACM1',
    startsIn: -10 * day,
    lasts: 4 * hour,
    message: 'Migração de armazenamento concluída.',
  },
  {
    cloudId: 'GLX01',
    startsIn: 2 * day,
    lasts: 4 * hour,
    message: 'Migração do ambiente Globex Filial 1 para a nova versão do sistema.',
  },
];

export async function seedDemoMessages(db: Queryable, now = new Date()): Promise<void> {
  const at = (offset: number) => new Date(now.getTime() + offset);
  const userId = await userIdsByEmail(db);
  const environmentId = await environmentIdsByCloudId(db);

  for (const user of demoUsers)
    for (const mail of demoMails)
      await insertUserMessage(db, userId(user.email), { ...mail, createdAt: at(-mail.age) });

  for (const c of demoCommunications)
    await insertCommunication(db, environmentId(c.cloudId), {
      topType: c.topType,
      content: c.content,
      marketplace: c.marketplace,
      createdAt: at(-c.age),
      expiresAt: c.expiresIn === null ? null : at(c.expiresIn),
    });

  for (const [index, alert] of demoUserAlerts.entries())
    await insertUserAlert(db, userId(alert.email), {
      type: alert.type,
      text: alert.text,
      createdAt: at(-(index + 1) * hour),
      expiresAt: alert.expiresIn === null ? null : at(alert.expiresIn),
    });

  for (const [index, note] of demoCustomerNotes.entries())
    await insertCustomerNote(db, environmentId(note.cloudId), {
      title: note.title,
      content: note.content,
      checked: note.checked,
      author: 'Equipe de Operações',
      createdAt: at(-(index + 1) * day),
    });

  for (const notice of demoMigrationNotices)
    await insertMigrationNotice(db, environmentId(notice.cloudId), {
      startsAt: at(notice.startsIn),
      endsAt: at(notice.startsIn + notice.lasts),
      message: notice.message,
    });

  await insertSurveyInquiry(
    db,
    {
      tag: 'nps-portal',
      question: 'De 0 a 10, quanto você recomendaria o portal Nuvem a um colega?',
      createdAt: at(-2 * day),
      closesAt: at(30 * day),
    },
    ['ana@acme.example', 'bruno@globex.example', 'carla@parceira.example', 'elisa@acme.example'],
  );
  await insertSurveyInquiry(
    db,
    {
      tag: 'satisfacao-suporte',
      question: 'Como você avalia o último atendimento do suporte?',
      createdAt: at(-40 * day),
      closesAt: at(-10 * day),
    },
    ['ana@acme.example'],
  );
}
