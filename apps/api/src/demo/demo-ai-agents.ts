// Demo Marketplace Nuvem and sales tree: Acme's hired AI agents with this month's use (two active in Acme
// Produção, one deactivated in Acme Homologação), a Globex one, and the provider's project agents with their
// customers. Each hire is a purchase (purchases-repository.ts) at the catalogue's price of migration 0047.
import type { Queryable } from '../db/database';
import { insertPurchase, setPurchaseState } from '../domains/purchases/purchases-repository';
import { environmentIdsByCloudId, userIdsByEmail } from './demo-ids';

interface DemoHire {
  cloudId: string;
  buyer: string;
  agent: string;
  displayName: string;
  channel: 'portal' | 'whatsapp' | 'email' | 'teams';
  daysAgo: number;
  usesThisMonth: number;
  deactivated?: boolean;
}

export const demoAiAgentHires: readonly DemoHire[] = [
  {
    cloudId: 'ACM1',
    buyer: 'ana@acme.example',
    agent: 'support-triage',
    displayName: 'Lia, do suporte Acme',
    channel: 'portal',
    daysAgo: 70,
    usesThisMonth: 1240,
  },
  {
    cloudId: 'ACM1',
    buyer: 'ana@acme.example',
    agent: 'invoice-reader',
    displayName: 'Leitor de notas Acme',
    channel: 'email',
    daysAgo: 25,
    usesThisMonth: 4630,
  },
  {
    cloudId: 'ACM2',
    buyer: 'ana@acme.example',
    agent: 'sales-sdr',
    displayName: 'SDR Acme',
    channel: 'whatsapp',
    daysAgo: 120,
    usesThisMonth: 0,
    deactivated: true,
  },
  {
    cloudId: 'GLX01',
    buyer: 'bruno@globex.example',
    agent: 'protheus-assistant',
    displayName: 'Assistente Globex',
    channel: 'teams',
    daysAgo: 40,
    usesThisMonth: 310,
  },
];

export const demoProjectAgents = [
  {
    fullName: 'Marina Lopes',
    email: 'marina.lopes@nuvem.example',
    role: 'sales',
    customers: ['ACM1', 'ACM2'],
  },
  { fullName: 'Rafael Dias', email: 'rafael.dias@nuvem.example', role: 'project', customers: ['ACM1'] },
  { fullName: 'Tatiane Rocha', email: 'tatiane.rocha@nuvem.example', role: 'sales', customers: ['GLX01'] },
  { fullName: 'Vinícius Prado', email: 'vinicius.prado@nuvem.example', role: 'project', customers: [] },
] as const;

export async function seedDemoAiAgents(db: Queryable): Promise<void> {
  const environmentId = await environmentIdsByCloudId(db);
  const userId = await userIdsByEmail(db);
  for (const hire of demoAiAgentHires) {
    const [agent] = await db.query<{ name: string; price: string }>(
      `SELECT name->>'pt-BR' AS name, monthly_price_cents::text AS price FROM ai_agents WHERE slug = $1`,
      [hire.agent],
    );
    if (!agent) throw new Error(`demo data: no AI agent ${hire.agent}`);
    const purchase = await insertPurchase(db, {
      environmentId: environmentId(hire.cloudId),
      buyerUserId: userId(hire.buyer),
      buyerEmail: hire.buyer,
      source: 'ai_agent',
      sourceRef: hire.agent,
      description: `Agente de IA: ${agent.name}`,
      quantity: 1,
      unitPriceCents: BigInt(agent.price),
      recurrence: 'monthly',
    });
    const hiredAt = `now() - make_interval(days => ${hire.daysAgo})`;
    await db.query(`UPDATE purchases SET ordered_at = ${hiredAt} WHERE id = $1`, [purchase.id]);
    await setPurchaseState(db, purchase.id, 'active');
    if (hire.deactivated) await setPurchaseState(db, purchase.id, 'cancelled');
    const [{ id }] = (await db.query<{ id: string }>(
      `INSERT INTO ai_agent_hires (environment_id, agent_slug, purchase_id, display_name, language, channel,
         human_handoff, state, hired_at, deactivated_at, last_used_at)
       VALUES ($1, $2, $3, $4, 'pt-BR', $5, true, $6, ${hiredAt},
         CASE WHEN $6 = 'deactivated' THEN now() - interval '20 days' END,
         CASE WHEN $7 > 0 THEN now() - interval '3 hours' ELSE now() - interval '21 days' END)
       RETURNING id`,
      [
        environmentId(hire.cloudId),
        hire.agent,
        purchase.id,
        hire.displayName,
        hire.channel,
        hire.deactivated ? 'deactivated' : 'active',
        hire.usesThisMonth,
      ],
    )) as [{ id: string }];
    if (hire.usesThisMonth > 0)
      await db.query(
        `INSERT INTO ai_agent_usage (hire_id, month, uses)
         VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, $2)`,
        [id, hire.usesThisMonth],
      );
  }
  const tCodeOf = async (cloudId: string) =>
    (
      await db.query<{ t_code: string }>('SELECT t_code FROM customer_environments WHERE cloud_id = $1', [
        cloudId,
      ])
    )[0]!.t_code;
  for (const agent of demoProjectAgents) {
    const [{ id }] = (await db.query<{ id: string }>(
      'INSERT INTO project_agents (full_name, email, role) VALUES ($1, $2, $3) RETURNING id',
      [agent.fullName, agent.email, agent.role],
    )) as [{ id: string }];
    for (const cloudId of agent.customers)
      await db.query('INSERT INTO project_agent_customers (agent_id, t_code) VALUES ($1, $2)', [
        id,
        await tCodeOf(cloudId),
      ]);
  }
}
