// Two API instances on one PostgreSQL database enforce one limit (issue 29): the failed sign-ins of an account,
// the sign-in attempts of an address and the refreshes of a sign-in, split across both, are refused at the
// count one instance alone would refuse them at. Seen to fail before the fix, when each instance counted in
// its own memory: the account and the address got twice their limit.
import type { TokenPair } from '@nuvem/api-contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { openPostgres } from '../../db/pg-database';
import { postJson, startAppOn, type TestApp } from '../../testing/test-app';
import { createPostgresTestDatabase } from '../../testing/test-database';

const ana = { email: 'ana@acme.example', password: 'nuvem-demo-2024' };

describe('rate limits on two API instances over one PostgreSQL database', () => {
  const databases: Database[] = [];
  const apps: TestApp[] = [];
  let url: string;

  beforeAll(async () => {
    url = await createPostgresTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((db) => db.close()));
  });

  /** Two instances configured alike, each with its own connections, as two processes would be. */
  const twoInstances = async (limits: Partial<Config>): Promise<[TestApp, TestApp]> => {
    const started: TestApp[] = [];
    for (let i = 0; i < 2; i++) {
      const db = await openPostgres(url);
      databases.push(db);
      started.push(
        await startAppOn(db, { tokenSecret: 'a-token-secret-shared-by-both-instances', ...limits }),
      );
    }
    apps.push(...started);
    return started as [TestApp, TestApp];
  };
  const signIn = (app: TestApp, email: string, password: string) =>
    postJson(app.url('/api/v1/session'), { email, password });

  it('locks an account after 4 failed sign-ins, 2 through each, as one instance would after 4', async () => {
    const [a, b] = await twoInstances({ accountSignInLimit: { max: 4, windowMs: 60_000 } });
    for (const app of [a, b, a, b]) expect((await signIn(app, ana.email, 'wrong')).status).toBe(401);
    for (const app of [a, b]) {
      const blocked = await signIn(app, ana.email, ana.password);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    }
  });

  it('refuses the 5th sign-in attempt of an address past a limit of 4, whichever instance it reaches', async () => {
    const [a, b] = await twoInstances({ authRateLimit: { max: 4, windowMs: 60_000 } });
    // Different accounts, so that only the address counts.
    for (const [app, email] of [
      [a, 'x1@nowhere.example'],
      [b, 'x2@nowhere.example'],
      [a, 'x3@nowhere.example'],
      [b, 'x4@nowhere.example'],
    ] as const)
      expect((await signIn(app, email, 'wrong')).status).toBe(401);
    for (const app of [a, b]) expect((await signIn(app, 'x5@nowhere.example', 'wrong')).status).toBe(429);
  });

  it('refuses the 5th refresh of a sign-in past a limit of 4, whichever instance it reaches', async () => {
    const [a, b] = await twoInstances({ refreshRateLimit: { max: 4, windowMs: 60_000 } });
    let token = ((await (await signIn(a, ana.email, ana.password)).json()) as TokenPair).refresh_token;
    for (const app of [a, b, a, b]) {
      const res = await postJson(app.url('/api/v1/session/refresh'), { refresh_token: token });
      expect(res.status).toBe(200);
      token = ((await res.json()) as TokenPair).refresh_token;
    }
    for (const app of [a, b])
      expect((await postJson(app.url('/api/v1/session/refresh'), { refresh_token: token })).status).toBe(429);
  });
});
