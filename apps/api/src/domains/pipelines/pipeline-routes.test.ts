import type { PipelineActions } from '@nuvem/api-contract';
import { grantFeatures } from '../../testing/grant-features';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { errorShape, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let diego: SignedIn;
let elisa: SignedIn;

const ofEnvironment = (cloudId: string, query = '') => `/api/v1/environments/${cloudId}/pipelines${query}`;
const all = (query = '') => `/api/v1/pipelines${query}`;

const send = (path: string, who?: SignedIn) => fetch(t.url(path), { headers: { ...who?.headers } });

async function ok(path: string, who: SignedIn): Promise<PipelineActions> {
  const res = await send(path, who);
  expect(res.status).toBe(200);
  return (await res.json()) as PipelineActions;
}

async function expectError(res: Response, status: number, code: string, vars?: string[]) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({
    ...errorShape,
    error_code: code,
    ...(vars ? { error_vars: vars } : {}),
  });
}

const newestFirst = ({ actions }: PipelineActions) => {
  const times = actions.map((a) => Date.parse(a.started_at));
  return times.every((time, i) => i === 0 || times[i - 1]! >= time);
};

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    diego = await signInAs(t, 'diego@nuvem.example');
    elisa = await signInAs(t, 'elisa@acme.example');
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    await expectError(await send(ofEnvironment('ACM1')), 401, 'unauthorized');
    await expectError(await send(all()), 401, 'unauthorized');
  });

  describe('GET /api/v1/environments/:cloudId/pipelines', () => {
    it("lists the environment's latest actions, newest first", async () => {
      const list = await ok(ofEnvironment('ACM1'), ana);
      expect(list.actions).toHaveLength(6);
      expect(newestFirst(list)).toBe(true);
      expect(new Set(list.actions.map((a) => a.cloud_id))).toEqual(new Set(['ACM1']));
      expect(list.actions[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        cloud_id: 'ACM1',
        action: 'Reiniciar serviço',
        status: 'RUNNING',
        started_at: expect.any(String),
        finished_at: null,
        user: 'ana@acme.example',
        topology_id: expect.any(String),
        message: null,
      });
      expect(list.actions.map((a) => a.status)).toEqual(
        expect.arrayContaining(['SUCCESS', 'FAILED', 'USER_FAILED']),
      );
      const done = list.actions.find((a) => a.status === 'SUCCESS')!;
      expect(Date.parse(done.finished_at!)).toBeGreaterThan(Date.parse(done.started_at));
    });

    it('honours limit and answers 400 for an invalid one', async () => {
      const two = await ok(ofEnvironment('ACM1', '?limit=2'), ana);
      expect(two.actions).toEqual((await ok(ofEnvironment('ACM1'), ana)).actions.slice(0, 2));
      for (const query of ['?limit=0', '?limit=101', '?limit=dez', '?limit=1.5'])
        await expectError(await send(ofEnvironment('ACM1', query), ana), 400, 'validation_failed');
    });

    it('answers 403 without list_pipelines', async () => {
      await expectError(await send(ofEnvironment('GLX01'), bruno), 403, 'forbidden', ['list_pipelines']);
      await expectError(await send(ofEnvironment('ACM1'), elisa), 403, 'forbidden', ['list_pipelines']);
    });

    it("keeps tenants apart: ana cannot read GLX01's actions; staff can", async () => {
      await expectError(await send(ofEnvironment('GLX01'), ana), 404, 'environment_not_found');
      await expectError(await send(ofEnvironment('NOPE1'), ana), 404, 'environment_not_found');
      const glx = await ok(ofEnvironment('GLX01'), diego);
      expect(glx.actions.map((a) => a.cloud_id)).toEqual(['GLX01', 'GLX01']);
    });
  });

  describe('GET /api/v1/pipelines', () => {
    it('lists the latest actions of every environment for list_pipelines_admin (staff)', async () => {
      const list = await ok(all(), diego);
      expect(newestFirst(list)).toBe(true);
      expect(new Set(list.actions.map((a) => a.cloud_id))).toEqual(
        new Set(['ACM1', 'ACM2', 'GLX01', 'GLX02', 'INT1']),
      );
      expect((await ok(all('?limit=3'), diego)).actions).toEqual(list.actions.slice(0, 3));
      await expectError(await send(all('?limit=500'), diego), 400, 'validation_failed');
    });

    it('answers 403 without list_pipelines_admin', async () => {
      await expectError(await send(all(), ana), 403, 'forbidden', ['list_pipelines_admin']);
      await expectError(await send(all(), bruno), 403, 'forbidden', ['list_pipelines_admin']);
    });

    it('shows a customer who holds list_pipelines_admin only the environments they hold', async () => {
      await grantFeatures(t.db, bruno.userId, ['list_pipelines_admin']);
      const list = await ok(all(), bruno);
      expect(new Set(list.actions.map((a) => a.cloud_id))).toEqual(new Set(['GLX01', 'GLX02']));
    });
  });
});
