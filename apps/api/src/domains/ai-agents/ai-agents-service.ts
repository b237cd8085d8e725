// Marketplace Nuvem (issue 32): hiring an AI agent for an environment (a monthly purchase, price copied from the
// catalogue), its settings, and deactivating it (the purchase cancelled; the hire stays as history). Each write
// once per Idempotency-Key, in one transaction with its audit entry.
import type {
  AiAgent,
  AiAgentCatalogue,
  AiAgentHire,
  AiAgentHireList,
  AiAgentSettingsBody,
} from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { findUserById } from '../me/users-repository';
import { insertPurchase, setPurchaseState } from '../purchases/purchases-repository';
import type { Principal } from '../session/session-service';
import { aiAgentsEnvironmentOf, requireAiAgents } from './ai-agents-access';
import {
  activeHireOf,
  deactivateAiAgentHire,
  findAiAgent,
  findAiAgentHire,
  insertAiAgentHire,
  listAiAgentHires,
  listAiAgents,
  updateAiAgentSettings,
} from './ai-agents-repository';

const agentNotFound = (slug: string) =>
  new ApiError(404, 'ai_agent_not_found', 'No such agent in the catalogue.', [slug]);
const alreadyHired = (agent: AiAgent) =>
  new ApiError(409, 'ai_agent_already_hired', 'This agent is hired in this environment already.', [
    agent.name['pt-BR'],
  ]);
const hireNotFound = (id: string) =>
  new ApiError(404, 'ai_agent_hire_not_found', 'No such hired agent in this environment.', [id]);
const hireInactive = () =>
  new ApiError(
    409,
    'ai_agent_hire_inactive',
    'This agent was deactivated; its settings are kept as they were.',
  );
const channelUnsupported = (channel: string) =>
  new ApiError(
    400,
    'ai_agent_channel_unsupported',
    'The agent does not answer on this channel.',
    [channel],
    [{ in: 'body', path: '/channel', keyword: 'enum' }],
  );
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** What a new hire starts with: the agent's name, Portuguese, its first channel, hand-off on. */
const defaultSettings = (agent: AiAgent): AiAgentSettingsBody => ({
  display_name: agent.name['pt-BR'],
  language: 'pt-BR',
  channel: agent.channels[0]!,
  human_handoff: true,
});

/** What an audit entry holds of a hire. */
const audited = (hire: AiAgentHire) => ({
  agent: hire.agent.slug,
  state: hire.state,
  monthly_price_cents: hire.monthly_price_cents,
  ...hire.settings,
});

function audit(
  tx: Queryable,
  principal: Principal,
  environmentId: string,
  action: 'ai_agent.hire' | 'ai_agent.update' | 'ai_agent.deactivate',
  before: AiAgentHire | null,
  after: AiAgentHire,
) {
  return insertAuditEvent(tx, {
    actorUserId: principal.userId,
    action,
    subjectUserId: null,
    environmentId,
    targetId: after.id,
    before: before && audited(before),
    after: audited(after),
  });
}

export async function readCatalogue(db: Queryable, principal: Principal): Promise<AiAgentCatalogue> {
  await requireAiAgents(db, principal);
  return { agents: await listAiAgents(db) };
}

export async function readHires(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<AiAgentHireList> {
  const environment = await aiAgentsEnvironmentOf(db, principal, cloudId);
  return { hires: await listAiAgentHires(db, environment.id) };
}

/** Hires the agent: a monthly purchase at the catalogue's price, active at once, and the hire with its settings. */
export async function hireAgent(
  db: Database,
  principal: Principal,
  cloudId: string,
  slug: string,
  idempotencyKey: string,
): Promise<{ hire: AiAgentHire; created: boolean }> {
  const environment = await aiAgentsEnvironmentOf(db, principal, cloudId);
  const answer = await db
    .transaction((tx) =>
      oncePerKey(
        tx,
        {
          userId: principal.userId,
          idempotencyKey,
          scope: 'ai_agent.hire',
          request: [environment.id, slug],
        },
        async () => {
          const agent = await findAiAgent(tx, slug);
          if (!agent) throw agentNotFound(slug);
          if (await activeHireOf(tx, environment.id, slug)) throw alreadyHired(agent);
          const buyer = (await findUserById(tx, principal.userId))!;
          const purchase = await insertPurchase(tx, {
            environmentId: environment.id,
            buyerUserId: principal.userId,
            buyerEmail: buyer.email,
            source: 'ai_agent',
            sourceRef: agent.slug,
            description: `Agente de IA: ${agent.name['pt-BR']}`,
            quantity: 1,
            unitPriceCents: BigInt(agent.monthly_price_cents),
            recurrence: 'monthly',
          });
          await setPurchaseState(tx, purchase.id, 'active');
          const id = await insertAiAgentHire(tx, {
            environmentId: environment.id,
            slug,
            purchaseId: purchase.id,
            settings: defaultSettings(agent),
          });
          const hire = (await findAiAgentHire(tx, environment.id, id))!;
          await audit(tx, principal, environment.id, 'ai_agent.hire', null, hire);
          return { status: 201, body: hire };
        },
      ),
    )
    .catch(async (error: unknown) => {
      // Two hires of one agent at once: the unique index lets one in.
      if (!isUniqueViolation(error)) throw error;
      throw alreadyHired((await findAiAgent(db, slug))!);
    });
  return { hire: answer.body, created: !answer.replayed };
}

/** New settings for an active hire: the same settings again change nothing and write no audit entry. */
export async function changeSettings(
  db: Database,
  principal: Principal,
  cloudId: string,
  hireId: string,
  body: AiAgentSettingsBody,
): Promise<AiAgentHire> {
  const environment = await aiAgentsEnvironmentOf(db, principal, cloudId);
  const settings = { ...body, display_name: body.display_name.trim() };
  return db.transaction(async (tx) => {
    const before = await findAiAgentHire(tx, environment.id, hireId, true);
    if (!before) throw hireNotFound(hireId);
    if (before.state !== 'active') throw hireInactive();
    if (!before.agent.channels.includes(settings.channel)) throw channelUnsupported(settings.channel);
    if (JSON.stringify(before.settings) === JSON.stringify(settings)) return before;
    await updateAiAgentSettings(tx, hireId, settings);
    const after = (await findAiAgentHire(tx, environment.id, hireId))!;
    await audit(tx, principal, environment.id, 'ai_agent.update', before, after);
    return after;
  });
}

/** Ends a hire: its purchase is cancelled (no longer billed), the hire stays deactivated in the history. */
export async function deactivateAgent(
  db: Database,
  principal: Principal,
  cloudId: string,
  hireId: string,
  idempotencyKey: string,
): Promise<AiAgentHire> {
  const environment = await aiAgentsEnvironmentOf(db, principal, cloudId);
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        userId: principal.userId,
        idempotencyKey,
        scope: 'ai_agent.deactivate',
        request: [environment.id, hireId],
      },
      async () => {
        const before = await findAiAgentHire(tx, environment.id, hireId, true);
        if (!before) throw hireNotFound(hireId);
        if (before.state !== 'active') throw hireInactive();
        await deactivateAiAgentHire(tx, hireId);
        await setPurchaseState(tx, before.purchase_id, 'cancelled');
        const after = (await findAiAgentHire(tx, environment.id, hireId))!;
        await audit(tx, principal, environment.id, 'ai_agent.deactivate', before, after);
        return { status: 200, body: after };
      },
    ),
  );
  return answer.body;
}
