// Demo terms and commercial events (issue 32): version 1 of the usage terms, published, and accepted by every
// demo user (so the blocking acceptance asks no one until a new version is published); three commercial
// events (two open, one ended), Acme Produção taking part in one, and proposals for Acme and Globex.
import type { Queryable } from '../db/database';
import { environmentIdsByCloudId, userIdsByEmail } from './demo-ids';
import { demoUsers } from './demo-data';

export const demoUsageTerms = {
  title: 'Termos de uso da Nuvem',
  body: [
    'Estes termos regem o uso do portal e dos serviços da Nuvem pelo cliente e por seus usuários.',
    '**Responsabilidades do cliente**',
    '- Manter as credenciais de acesso em sigilo.\n- Usar os recursos conforme a legislação vigente.\n- Informar incidentes de segurança assim que identificados.',
    '**Dados e privacidade**',
    'Os dados do cliente são tratados conforme a Lei Geral de Proteção de Dados (LGPD) e a política de privacidade publicada no portal.',
    '**Cobrança**',
    'O consumo é apurado mensalmente e cobrado conforme o contrato vigente de cada ambiente.',
  ].join('\n\n'),
};

const events = [
  {
    code: 'MIGRA-2026',
    name: 'Migração Nuvem 2026',
    description: 'Condições especiais para trazer cargas de outros provedores para a Nuvem.',
    conditions:
      '20% de desconto nas propostas migradas durante o evento, por 12 meses. Contrato mínimo de 24 meses.',
    discount: 20,
    starts: -30,
    ends: 120,
  },
  {
    code: 'PARCEIROS-PRIMAVERA',
    name: 'Programa Parceiros Primavera',
    description: 'Benefícios para clientes atendidos por parceiros certificados.',
    conditions: '10% de desconto em novos serviços gerenciados contratados até o fim do evento.',
    discount: 10,
    starts: -10,
    ends: 60,
  },
  {
    code: 'BLACK-IAAS-2026',
    name: 'Semana IaaS',
    description: 'Campanha de máquinas virtuais com preço promocional.',
    conditions: '15% de desconto em máquinas virtuais contratadas durante a semana da campanha.',
    discount: 15,
    starts: -60,
    ends: -53,
  },
];

const proposals = [
  { cloudId: 'ACM1', number: 'PR-2026-0101', products: ['IaaS', 'Backup gerenciado'], cents: 4_850_000 },
  { cloudId: 'ACM1', number: 'PR-2026-0102', products: ['Banco de dados gerenciado'], cents: 1_299_990 },
  { cloudId: 'ACM2', number: 'PR-2026-0117', products: ['IaaS'], cents: 730_050 },
  {
    cloudId: 'GLX01',
    number: 'PR-2026-0230',
    products: ['IaaS', 'Recuperação de desastres'],
    cents: 9_100_000,
  },
];

export async function seedDemoCommercial(db: Queryable): Promise<void> {
  const userId = await userIdsByEmail(db);
  const environmentId = await environmentIdsByCloudId(db);
  const diego = userId('diego@nuvem.example');
  const [{ id: termsId }] = (await db.query<{ id: string }>(
    `INSERT INTO usage_term_versions (version, title, body, created_by, created_at, published_by, published_at)
     VALUES (1, $1, $2, $3, now() - interval '90 days', $3, now() - interval '90 days') RETURNING id`,
    [demoUsageTerms.title, demoUsageTerms.body, diego],
  )) as [{ id: string }];
  await db.query(
    `INSERT INTO usage_term_acceptances (user_id, version_id, accepted_at, ip, user_agent)
     SELECT unnest($1::uuid[]), $2, now() - interval '80 days', '203.0.113.10', 'Mozilla/5.0 (demo)'`,
    [demoUsers.map((user) => userId(user.email)), termsId],
  );
  for (const event of events)
    await db.query(
      `INSERT INTO commercial_events (code, name, description, conditions, discount_percent, starts_on, ends_on)
       VALUES ($1, $2, $3, $4, $5, current_date + $6::int, current_date + $7::int)`,
      [event.code, event.name, event.description, event.conditions, event.discount, event.starts, event.ends],
    );
  for (const proposal of proposals)
    await db.query(
      `INSERT INTO commercial_proposals (environment_id, number, products, value_cents) VALUES ($1, $2, $3, $4)`,
      [environmentId(proposal.cloudId), proposal.number, proposal.products, proposal.cents],
    );
  // Acme Produção takes part in the partners' programme: asked by ana, approved by diego.
  await db.query(
    `INSERT INTO commercial_event_requests (kind, event_id, environment_id, state, requested_by, requested_at,
       decided_by, decided_at)
     SELECT 'join', e.id, $1, 'approved', $2, now() - interval '8 days', $3, now() - interval '7 days'
     FROM commercial_events e WHERE e.code = 'PARCEIROS-PRIMAVERA'`,
    [environmentId('ACM1'), userId('ana@acme.example'), diego],
  );
}
