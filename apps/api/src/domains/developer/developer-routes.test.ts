// Developer studio on both databases: carla's projects (created, renamed, limited to her environments,
// deleted, audited, retried safely, refused when bad or not hers), and her API tokens: shown once, stored as a
// hash, calling the API as carla narrowed to the token's scopes and project environments, refused once
// revoked, expired or when carla loses the developer feature; last use written at most once a minute. At the
// end the API's whole log, every answer after each creating one and the database are searched: no token.
import { randomUUID } from 'node:crypto';
import type {
  ApiToken,
  ApiTokenCreated,
  CurrentApiToken,
  ApiTokenList,
  DevProject,
  DevProjectList,
} from '@nuvem/api-contract';
import { expectError, jsonOf } from '../../testing/http-calls';
import { grantFeatures, revokeFeatures } from '../../testing/grant-features';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startAppOn, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import { hashApiTokenSecret } from './api-token-secret';

let t: TestApp;
const log: string[] = [];
/** Every answer after a token's creating one, searched for tokens at the end. */
const answers: string[] = [];
const secrets: string[] = [];

const projects = '/api/v1/develop/projects';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A request as `who` (a sign-in, or an API token's secret), its answer kept for the search. */
async function send(
  method: string,
  path: string,
  who: SignedIn | string,
  body?: unknown,
  key = randomUUID(),
) {
  const authorization = typeof who === 'string' ? `Bearer ${who}` : who.headers.authorization;
  const res = await fetch(t.url(path), {
    method,
    headers: {
      authorization,
      'idempotency-key': key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  answers.push(await res.clone().text());
  return res;
}

const newProject = (who: SignedIn, name: string, cloud_ids: string[] = []) =>
  send('POST', projects, who, { name, description: 'integração', cloud_ids });

/** Creates a token; its creating answer (the one that may hold it) is not kept for the search. */
async function newToken(
  who: SignedIn,
  projectId: string,
  scopes: string[],
  key = randomUUID(),
  body: unknown = { name: `ci ${scopes.join(' ')}`, scopes, expires_at: inDays(30) },
) {
  const res = await fetch(t.url(`${projects}/${projectId}/tokens`), {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  const created = await jsonOf<ApiTokenCreated>(res, 201);
  secrets.push(created.secret!);
  return { ...created, secret: created.secret! };
}

const auditOf = (action: string, targetId: string) =>
  t.db.query<{ before: unknown; after: unknown }>(
    'SELECT before, after FROM audit_events WHERE action = $1 AND target_id = $2',
    [action, targetId],
  );

describe.each(databaseKinds)('on %s', (kind) => {
  let carla: SignedIn;
  let ana: SignedIn;
  let carlaEnvs: string[];
  let project: DevProject;

  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'info' }, { logStream: { write: (line) => log.push(line) } });
    carla = await signInAs(t, 'carla@parceira.example');
    ana = await signInAs(t, 'ana@acme.example');
    carlaEnvs = (
      await t.db.query<{ cloud_id: string }>(
        `SELECT e.cloud_id FROM customer_environments e JOIN user_environments ue ON ue.environment_id = e.id
         WHERE ue.user_id = $1 ORDER BY e.cloud_id`,
        [carla.userId],
      )
    ).map((row) => row.cloud_id);
    expect(carlaEnvs.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => t.close());

  it('creates a project once per key, limited to environments carla sees; audited; refused when bad', async () => {
    const key = randomUUID();
    const body = { name: 'Integração ERP', description: 'integração', cloud_ids: [carlaEnvs[0]!] };
    const res = await send('POST', projects, carla, body, key);
    project = await jsonOf<DevProject>(res, 201);
    expect(project).toMatchObject({ name: 'Integração ERP', cloud_ids: [carlaEnvs[0]], active_tokens: 0 });
    expect(await jsonOf<DevProject>(await send('POST', projects, carla, body, key))).toEqual(project);
    expect(await auditOf('dev_project.create', project.project_id)).toEqual([
      { before: null, after: expect.objectContaining({ name: 'Integração ERP' }) },
    ]);
    await expectError(await newProject(carla, 'integração erp'), 409, 'dev_project_name_taken');
    await expectError(await newProject(carla, 'Outro', ['ZZZ404']), 404, 'environment_not_found');
    await expectError(await newProject(carla, ' espaço '), 400, 'validation_failed');
    // Not the studio's: ana has no developer feature; nobody sees another's project.
    await expectError(await newProject(ana, 'Da Ana'), 403, 'forbidden');
    const diego = await signInAs(t, 'diego@nuvem.example');
    await expectError(
      await send('GET', `${projects}/${project.project_id}`, diego),
      404,
      'dev_project_not_found',
    );
    const listed = await jsonOf<DevProjectList>(await send('GET', projects, carla));
    expect(listed.projects.map((p) => p.name)).toContain('Integração ERP');
  });

  it('renames a project, audited before and after; deletes one with its tokens', async () => {
    const renamed = await jsonOf<DevProject>(
      await send('PUT', `${projects}/${project.project_id}`, carla, {
        name: 'ERP',
        description: '',
        cloud_ids: [carlaEnvs[0]!],
      }),
    );
    expect(renamed.name).toBe('ERP');
    expect(await auditOf('dev_project.update', project.project_id)).toEqual([
      {
        before: expect.objectContaining({ name: 'Integração ERP' }),
        after: expect.objectContaining({ name: 'ERP' }),
      },
    ]);
    const doomed = await jsonOf<DevProject>(await newProject(carla, 'Descartável'), 201);
    const { secret } = await newToken(carla, doomed.project_id, ['audit:read']);
    expect((await send('DELETE', `${projects}/${doomed.project_id}`, carla)).status).toBe(204);
    await expectError(await send('GET', '/api/v1/audit', secret), 401, 'api_token_invalid');
    expect(await auditOf('dev_project.delete', doomed.project_id)).toHaveLength(1);
  });

  it('shows a token once, keeps only its hash, and answers a retry without it', async () => {
    const key = randomUUID();
    const created = await newToken(carla, project.project_id, ['iaas:read', 'insights:read'], key);
    expect(created.secret).toMatch(/^nvm_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({
      scopes: ['iaas:read', 'insights:read'],
      last_four: created.secret.slice(-4),
      state: 'active',
      last_used_at: null,
    });
    const [row] = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM api_tokens WHERE id = $1',
      [created.token.token_id],
    );
    expect(row!.token_hash).toBe(hashApiTokenSecret(created.secret));
    expect(await auditOf('token.create', created.token.token_id)).toHaveLength(1);
    await expectError(
      await send('POST', `${projects}/${project.project_id}/tokens`, carla, {
        name: 'longo',
        scopes: ['iaas:read'],
        expires_at: inDays(400),
      }),
      400,
      'api_token_expiry_invalid',
    );
    await expectError(
      await send('POST', `${projects}/${project.project_id}/tokens`, carla, {
        name: 'vencido',
        scopes: ['iaas:read'],
        expires_at: inDays(-1),
      }),
      400,
      'api_token_expiry_invalid',
    );
  });

  it('replays the creation with its key as the token without the secret', async () => {
    const key = randomUUID();
    const body = { name: 'replay', scopes: ['audit:read'], expires_at: inDays(7) };
    const created = await newToken(carla, project.project_id, body.scopes, key, body);
    const again = await jsonOf<ApiTokenCreated>(
      await send('POST', `${projects}/${project.project_id}/tokens`, carla, body, key),
    );
    expect(again).toEqual({ token: created.token });
    expect(JSON.stringify(again)).not.toContain(created.secret);
  });

  it('calls the API as carla, within the token’s scopes and the project’s environments', async () => {
    const restore = await revokeFeatures(t.db, carla.userId, []);
    await grantFeatures(t.db, carla.userId, ['menu_iaas']);
    const { secret, token } = await newToken(carla, project.project_id, ['iaas:read']);
    const [mine, other] = carlaEnvs;
    // An allowed read in the project's environment.
    expect((await send('GET', `/api/v1/environments/${mine}/iaas/ssh-keys`, secret)).status).toBe(200);
    // Another environment of carla's, outside the project: the same 404 as one she may not see.
    await expectError(
      await send('GET', `/api/v1/environments/${other}/iaas/ssh-keys`, secret),
      404,
      'environment_not_found',
    );
    // A write, another area, the studio, the profile, sessions: outside the scopes.
    const refused = [
      ['POST', `/api/v1/environments/${mine}/iaas/ssh-keys`],
      ['GET', `/api/v1/environments/${mine}/tickets`],
      ['GET', projects],
      ['POST', `${projects}/${project.project_id}/tokens`],
      ['GET', '/api/v1/profile'],
      ['GET', '/api/v1/profile/sign-ins'],
      ['DELETE', '/api/v1/session'],
      ['GET', '/api/v1/iam/roles'],
    ] as const;
    for (const [method, path] of refused)
      await expectError(
        await send(method, path, secret, method === 'POST' ? {} : undefined),
        403,
        'token_scope',
      );
    // An environment named in a body is held to the project's too.
    const ticketing = await newToken(carla, project.project_id, ['tickets:write']);
    const ticket = (cloud_id: string) => ({
      cloud_id,
      subject: 'token',
      description: 'um chamado aberto por token',
      category: 'question',
    });
    await expectError(
      await send('POST', '/api/v1/tickets', ticketing.secret, ticket(other!)),
      404,
      'environment_not_found',
    );
    expect((await send('POST', '/api/v1/tickets', ticketing.secret, ticket(mine!))).status).not.toBe(404);
    // Any token may ask which it is; a sign-in may not.
    const whoami = await jsonOf<CurrentApiToken>(await send('GET', '/api/v1/token', secret));
    expect(whoami).toMatchObject({
      owner_email: 'carla@parceira.example',
      token: { token_id: token.token_id },
    });
    await expectError(await send('GET', '/api/v1/token', carla), 400, 'api_token_required');
    // Carla's session still works as before.
    expect((await send('GET', '/api/v1/me', carla)).status).toBe(200);
    // The use is shown, written once however many calls.
    const listed = await jsonOf<ApiTokenList>(
      await send('GET', `${projects}/${project.project_id}/tokens`, carla),
    );
    const used = listed.tokens.find((x) => x.token_id === token.token_id)!;
    expect(used.last_used_at).not.toBeNull();
    expect(used.last_used_ip).toBe('127.0.0.1');
    await t.db.query(`UPDATE api_tokens SET last_used_at = now() - interval '30 seconds' WHERE id = $1`, [
      token.token_id,
    ]);
    await send('GET', `/api/v1/environments/${mine}/iaas/ssh-keys`, secret);
    const [after] = await t.db.query<{ seconds: number }>(
      'SELECT extract(epoch FROM now() - last_used_at)::int AS seconds FROM api_tokens WHERE id = $1',
      [token.token_id],
    );
    expect(after!.seconds).toBeGreaterThanOrEqual(29);

    // The owner's features as they are now: without menu_iaas the token reads no IaaS either.
    const giveBack = await revokeFeatures(t.db, carla.userId, ['menu_iaas']);
    await expectError(
      await send('GET', `/api/v1/environments/${mine}/iaas/ssh-keys`, secret),
      403,
      'forbidden',
    );
    await giveBack();
    // Without developer the token stops at once.
    const developerBack = await revokeFeatures(t.db, carla.userId, ['developer']);
    await expectError(
      await send('GET', `/api/v1/environments/${mine}/iaas/ssh-keys`, secret),
      401,
      'api_token_invalid',
    );
    await developerBack();
    expect((await send('GET', `/api/v1/environments/${mine}/iaas/ssh-keys`, secret)).status).toBe(200);
    await restore();
  });

  it('refuses a revoked token at once and an expired one, each with its own 401', async () => {
    const { secret, token } = await newToken(carla, project.project_id, ['audit:read']);
    const path = `${projects}/${project.project_id}/tokens/${token.token_id}`;
    expect((await send('DELETE', path, carla)).status).toBe(204);
    expect((await send('DELETE', path, carla)).status).toBe(204);
    await expectError(await send('GET', '/api/v1/audit', secret), 401, 'api_token_revoked');
    expect(await auditOf('token.revoke', token.token_id)).toHaveLength(1);
    const listed = await jsonOf<ApiTokenList>(
      await send('GET', `${projects}/${project.project_id}/tokens`, carla),
    );
    expect(listed.tokens.find((x: ApiToken) => x.token_id === token.token_id)?.state).toBe('revoked');

    const expiring = await newToken(carla, project.project_id, ['audit:read']);
    await t.db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expiring.token.token_id,
    ]);
    await expectError(await send('GET', '/api/v1/audit', expiring.secret), 401, 'api_token_expired');
    await expectError(
      await send('GET', '/api/v1/audit', `nvm_pat_${'A'.repeat(43)}`),
      401,
      'api_token_invalid',
    );
    await expectError(
      await send('DELETE', `${projects}/${project.project_id}/tokens/${randomUUID()}`, carla),
      404,
      'api_token_not_found',
    );
  });

  it('limits unknown tokens per address like sign-ins', async () => {
    const strict = await startAppOn(t.db, { authRateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const guess = () =>
        fetch(strict.url('/api/v1/audit'), {
          headers: { authorization: `Bearer nvm_pat_${'B'.repeat(43)}` },
        });
      expect((await guess()).status).toBe(401);
      expect((await guess()).status).toBe(401);
      await expectError(await guess(), 429, 'too_many_requests');
    } finally {
      await strict.close();
    }
  });

  it('never shows a token in the log, in an answer after its creation, or in the database', async () => {
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    expect(log.length).toBeGreaterThan(20);
    const everything = [...log, ...answers].join('\n');
    const stored = await t.db.query<{ text: string }>(
      `SELECT (SELECT coalesce(string_agg(before::text || ' ' || after::text || ' ' || details::text, ' '), '')
                 FROM audit_events) ||
              (SELECT coalesce(string_agg(answer::text, ' '), '') FROM idempotent_requests) ||
              (SELECT coalesce(string_agg(token_hash || last_four || name, ' '), '') FROM api_tokens) AS text`,
    );
    for (const secret of secrets) {
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(secret.slice(8));
      expect(stored[0]!.text).not.toContain(secret);
    }
  });
});
