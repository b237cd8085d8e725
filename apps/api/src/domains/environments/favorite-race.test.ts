// Concurrent starring and unstarring of one favourite (issue 14: 110 of 2,000 such calls answered 500 on a
// PostgreSQL server). PGlite runs one statement at a time, which hides the race; the server does not.
import { demoEnvironments } from '../../demo/demo-data';
import { call } from '../../testing/http-calls';
import { inParallel } from '../../testing/in-parallel';
import { signInAs } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

const calls = 2_000;

describe.each(databaseKinds)('on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it(`${calls} concurrent adds and removes of the same favourite each answer 200, 201, 204 or 404`, async () => {
    const ana = await signInAs(t, 'ana@acme.example');
    const env = demoEnvironments.find((e) => e.cloud_id === 'ACM1')!;
    const body = {
      email: 'ana@acme.example',
      cloud_id: 'ACM1',
      t_code: env.t_code,
      federal_id: env.federal_id,
    };
    const statuses = new Map<string, number>();
    await inParallel(
      Array.from({ length: calls }, (_, i) => i),
      40,
      async (i) => {
        const res =
          i % 2 === 0
            ? await call(t, 'POST', '/api/v1/favorites/environments', ana, body)
            : await call(t, 'DELETE', '/api/v1/favorites/environments/ACM1', ana);
        await res.text();
        const key = `${i % 2 === 0 ? 'add' : 'remove'} ${res.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      },
    );
    const answered = Object.fromEntries(statuses);
    for (const key of Object.keys(answered))
      expect(['add 200', 'add 201', 'remove 204', 'remove 404']).toContain(key);
    // Both outcomes of each call really happened: the calls did race.
    expect(answered['add 201']).toBeGreaterThan(0);
    expect(answered['remove 204']).toBeGreaterThan(0);
  }, 120_000);
});
