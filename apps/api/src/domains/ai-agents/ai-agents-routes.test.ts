// Marketplace Nuvem's routes on PostgreSQL: the catalogue, hiring (one purchase per key, priced from the
// catalogue, audited), settings, deactivation (purchase cancelled, history kept) and the refusals.
import { randomUUID } from 'node:crypto';
import type { AiAgentCatalogue, AiAgentHire, AiAgentHireList } from '@nuvem/api-contract';
import { expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;

const base = (cloudId: string) => `/api/v1/environments/${cloudId}/ai-agents`;

function send(
  who: SignedIn,
  method: string,
  path: string,
  body?: unknown,
  key: string | null = randomUUID(),
) {
  return fetch(t.url(path), {
    method,
    headers: {
      ...who.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const hire = (who: SignedIn, cloudId: string, agent: string, key?: string) =>
  send(who, 'POST', base(cloudId), { agent }, key);
const hires = async (cloudId: string, who = ana) =>
  (await jsonOf<AiAgentHireList>(await send(who, 'GET', base(cloudId), undefined, null))).hires;
const purchaseOf = async (id: string) =>
  (
    await t.db.query<{ state: string; unit_price_cents: string; source: string; recurrence: string }>(
      'SELECT state, unit_price_cents::text AS unit_price_cents, source, recurrence FROM purchases WHERE id = $1',
      [id],
    )
  )[0];
const auditOf = (action: string, targetId: string) =>
  t.db.query<{ before: unknown; after: unknown }>(
    'SELECT before, after FROM audit_events WHERE action = $1 AND target_id = $2',
    [action, targetId],
  );

beforeAll(async () => {
  t = await startTestApp('postgres');
  ana = await signInAs(t, 'ana@acme.example');
  bruno = await signInAs(t, 'bruno@globex.example');
});
afterAll(() => t.close());

it('lists the catalogue with prices in integer centavos and the demo hires of Acme Produção with their use', async () => {
  const { agents } = await jsonOf<AiAgentCatalogue>(
    await send(ana, 'GET', '/api/v1/ai-agents', undefined, null),
  );
  expect(agents.map((a) => a.slug)).toEqual([
    'support-triage',
    'invoice-reader',
    'protheus-assistant',
    'security-analyst',
    'sales-sdr',
    'hr-onboarding',
  ]);
  expect(agents[0]).toMatchObject({ monthly_price_cents: '49900', allowance: 2000 });
  const acme = await hires('ACM1');
  expect(acme.map((h) => [h.agent.slug, h.state, h.uses_this_month])).toEqual([
    ['invoice-reader', 'active', 4630],
    ['support-triage', 'active', 1240],
  ]);
  const history = await hires('ACM2');
  expect(history.map((h) => [h.agent.slug, h.state])).toEqual([['sales-sdr', 'deactivated']]);
});

it('hires once per key as a monthly purchase at the catalogue price, audited; refuses it hired twice', async () => {
  const key = randomUUID();
  const first = await jsonOf<AiAgentHire>(await hire(ana, 'ACM3', 'hr-onboarding', key), 201);
  const again = await jsonOf<AiAgentHire>(await hire(ana, 'ACM3', 'hr-onboarding', key), 200);
  expect(again.id).toBe(first.id);
  expect(first).toMatchObject({
    state: 'active',
    monthly_price_cents: '59900',
    uses_this_month: 0,
    hired_by: 'ana@acme.example',
    settings: { display_name: 'Integração de RH', language: 'pt-BR', channel: 'portal', human_handoff: true },
  });
  expect(await purchaseOf(first.purchase_id)).toEqual({
    state: 'active',
    unit_price_cents: '59900',
    source: 'ai_agent',
    recurrence: 'monthly',
  });
  expect(await auditOf('ai_agent.hire', first.id)).toHaveLength(1);
  await expectError(await hire(ana, 'ACM3', 'hr-onboarding'), 409, 'ai_agent_already_hired', [
    'Integração de RH',
  ]);
  await expectError(await hire(ana, 'ACM3', 'no-such-agent'), 404, 'ai_agent_not_found');
  await expectError(
    await send(ana, 'POST', base('ACM3'), { agent: 'hr-onboarding' }, null),
    400,
    'validation_failed',
  );
});

it('changes settings (audited with before and after), refuses a channel the agent lacks, and deactivates it', async () => {
  const hired = await jsonOf<AiAgentHire>(await hire(ana, 'ACM3', 'security-analyst'), 201);
  const settings = { display_name: ' Sentinela ', language: 'es', channel: 'teams', human_handoff: false };
  const changed = await jsonOf<AiAgentHire>(
    await send(ana, 'PUT', `${base('ACM3')}/${hired.id}/settings`, settings, null),
  );
  expect(changed.settings).toEqual({ ...settings, display_name: 'Sentinela' });
  expect(await auditOf('ai_agent.update', hired.id)).toEqual([
    {
      before: expect.objectContaining({ display_name: 'Analista de segurança', channel: 'portal' }),
      after: expect.objectContaining({ display_name: 'Sentinela', channel: 'teams', human_handoff: false }),
    },
  ]);
  // The same settings again: nothing written.
  await send(ana, 'PUT', `${base('ACM3')}/${hired.id}/settings`, settings, null);
  expect(await auditOf('ai_agent.update', hired.id)).toHaveLength(1);
  await expectError(
    await send(
      ana,
      'PUT',
      `${base('ACM3')}/${hired.id}/settings`,
      { ...settings, channel: 'whatsapp' },
      null,
    ),
    400,
    'ai_agent_channel_unsupported',
    ['whatsapp'],
  );

  const key = randomUUID();
  const ended = await jsonOf<AiAgentHire>(
    await send(ana, 'POST', `${base('ACM3')}/${hired.id}/deactivate`, undefined, key),
  );
  expect(ended.state).toBe('deactivated');
  expect(ended.deactivated_at).not.toBeNull();
  // A retry answers the same; another key finds it deactivated already.
  expect(
    (
      await jsonOf<AiAgentHire>(
        await send(ana, 'POST', `${base('ACM3')}/${hired.id}/deactivate`, undefined, key),
      )
    ).state,
  ).toBe('deactivated');
  await expectError(
    await send(ana, 'POST', `${base('ACM3')}/${hired.id}/deactivate`),
    409,
    'ai_agent_hire_inactive',
  );
  expect((await purchaseOf(hired.purchase_id))!.state).toBe('cancelled');
  expect(await auditOf('ai_agent.deactivate', hired.id)).toHaveLength(1);
  await expectError(
    await send(ana, 'PUT', `${base('ACM3')}/${hired.id}/settings`, settings, null),
    409,
    'ai_agent_hire_inactive',
  );
  // It stays in the history, and may be hired again.
  expect((await hires('ACM3')).find((h) => h.id === hired.id)?.state).toBe('deactivated');
  await jsonOf<AiAgentHire>(await hire(ana, 'ACM3', 'security-analyst'), 201);
});

it("refuses another tenant's environment and hire, and users without the flag", async () => {
  const [acme] = await hires('ACM1');
  await expectError(await send(bruno, 'GET', base('ACM1'), undefined, null), 404, 'environment_not_found');
  await expectError(await hire(bruno, 'ACM1', 'sales-sdr'), 404, 'environment_not_found');
  await expectError(
    await send(bruno, 'POST', `${base('GLX01')}/${acme!.id}/deactivate`),
    404,
    'ai_agent_hire_not_found',
  );
  expect((await hires('ACM1')).find((h) => h.id === acme!.id)?.state).toBe('active');
  await t.db.query("UPDATE feature_flags SET enabled_for_all = false WHERE flag = 'enable_marketplace'");
  try {
    await expectError(await send(ana, 'GET', '/api/v1/ai-agents', undefined, null), 403, 'forbidden');
    await expectError(await hire(ana, 'ACM1', 'sales-sdr'), 403, 'forbidden');
  } finally {
    await t.db.query("UPDATE feature_flags SET enabled_for_all = true WHERE flag = 'enable_marketplace'");
  }
});
