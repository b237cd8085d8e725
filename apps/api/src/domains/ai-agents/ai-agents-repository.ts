// The AI agents' catalogue, an environment's hires with their settings and this month's use (migration 0047).
// What a hire bills is its purchase's (purchases-repository.ts): the price here is the catalogue's, copied there.
import type { AiAgent, AiAgentHire, AiAgentSettingsBody } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

const agentColumns = (a: string) => `json_build_object(
    'slug', ${a}.slug, 'name', ${a}.name, 'summary', ${a}.summary, 'capabilities', ${a}.capabilities,
    'products', ${a}.products, 'monthly_price_cents', ${a}.monthly_price_cents::text,
    'allowance', ${a}.allowance, 'allowance_unit', ${a}.allowance_unit, 'channels', ${a}.channels)`;

export async function listAiAgents(db: Queryable): Promise<AiAgent[]> {
  const rows = await db.query<{ agent: AiAgent }>(
    `SELECT ${agentColumns('a')} AS agent FROM ai_agents a ORDER BY a.position, a.slug`,
  );
  return rows.map((row) => row.agent);
}

export async function findAiAgent(db: Queryable, slug: string): Promise<AiAgent | undefined> {
  const [row] = await db.query<{ agent: AiAgent }>(
    `SELECT ${agentColumns('a')} AS agent FROM ai_agents a WHERE a.slug = $1`,
    [slug],
  );
  return row?.agent;
}

interface HireRow extends Omit<AiAgentHire, 'settings'> {
  display_name: string;
  language: AiAgentSettingsBody['language'];
  channel: AiAgentSettingsBody['channel'];
  human_handoff: boolean;
}

const toIso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

const hireOf = ({ display_name, language, channel, human_handoff, ...row }: HireRow): AiAgentHire => ({
  ...row,
  settings: { display_name, language, channel, human_handoff },
  hired_at: toIso(row.hired_at)!,
  last_used_at: toIso(row.last_used_at),
  deactivated_at: toIso(row.deactivated_at),
});

const hireSelect = `SELECT h.id, ${agentColumns('a')} AS agent, h.display_name, h.language, h.channel,
    h.human_handoff, h.state, h.purchase_id, p.unit_price_cents::text AS monthly_price_cents,
    COALESCE(u.uses, 0) AS uses_this_month, h.hired_at, p.buyer_email AS hired_by, h.last_used_at,
    h.deactivated_at
  FROM ai_agent_hires h
  JOIN ai_agents a ON a.slug = h.agent_slug
  JOIN purchases p ON p.id = h.purchase_id
  LEFT JOIN ai_agent_usage u ON u.hire_id = h.id AND u.month = date_trunc('month', now() AT TIME ZONE 'UTC')::date`;

/** The environment's hires: active ones first, then newest first. */
export async function listAiAgentHires(db: Queryable, environmentId: string): Promise<AiAgentHire[]> {
  const rows = await db.query<HireRow>(
    `${hireSelect} WHERE h.environment_id = $1
     ORDER BY h.state = 'active' DESC, h.hired_at DESC, h.id`,
    [environmentId],
  );
  return rows.map(hireOf);
}

/** One hire of the environment; `lock` holds it for a write. */
export async function findAiAgentHire(
  db: Queryable,
  environmentId: string,
  hireId: string,
  lock = false,
): Promise<AiAgentHire | undefined> {
  const [row] = await db.query<HireRow>(
    `${hireSelect} WHERE h.environment_id = $1 AND h.id = $2${lock ? ' FOR UPDATE OF h' : ''}`,
    [environmentId, hireId],
  );
  return row && hireOf(row);
}

export async function activeHireOf(db: Queryable, environmentId: string, slug: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM ai_agent_hires WHERE environment_id = $1 AND agent_slug = $2 AND state = 'active'`,
    [environmentId, slug],
  );
  return rows.length > 0;
}

export async function insertAiAgentHire(
  db: Queryable,
  hire: { environmentId: string; slug: string; purchaseId: string; settings: AiAgentSettingsBody },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO ai_agent_hires (environment_id, agent_slug, purchase_id, display_name, language, channel,
       human_handoff)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      hire.environmentId,
      hire.slug,
      hire.purchaseId,
      hire.settings.display_name,
      hire.settings.language,
      hire.settings.channel,
      hire.settings.human_handoff,
    ],
  );
  return row!.id;
}

export async function updateAiAgentSettings(
  db: Queryable,
  hireId: string,
  settings: AiAgentSettingsBody,
): Promise<void> {
  await db.query(
    `UPDATE ai_agent_hires SET display_name = $2, language = $3, channel = $4, human_handoff = $5
     WHERE id = $1`,
    [hireId, settings.display_name, settings.language, settings.channel, settings.human_handoff],
  );
}

export async function deactivateAiAgentHire(db: Queryable, hireId: string): Promise<void> {
  await db.query(
    `UPDATE ai_agent_hires SET state = 'deactivated', deactivated_at = now() WHERE id = $1 AND state = 'active'`,
    [hireId],
  );
}
