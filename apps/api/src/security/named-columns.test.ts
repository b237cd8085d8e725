// Named columns (issue 14): /me selected `u.*`, which sent every user's password hash to Node on every request.
// Every route is called once (as a staff member who reaches them all, and as a customer) over a database that
// records the columns of every row it answers: only the sign-in's own credentials query, and the password
// change's check of the current password, read password_hash.
import type { Database, Queryable } from '../db/database';
import { signInAs } from '../testing/sign-in';
import { startAppOn } from '../testing/test-app';
import { walkDatabaseKinds, openTestDatabase } from '../testing/test-database';
import type { OpenApiDocument } from './fuzz-requests';
import { routeSamples } from './route-samples';
import { embedTokensOf } from './walk-embedded';
import { loadWorld } from './walk-world';

interface Answered {
  sql: string;
  columns: string[];
}

/** The database, recording the columns of every row any statement answers. */
function recording(db: Database, answered: Answered[]): Database {
  const record = (q: Queryable): Queryable => ({
    async query<Row>(sql: string, params?: Parameters<Queryable['query']>[1]) {
      const rows = await q.query<Row>(sql, params);
      for (const row of rows) answered.push({ sql, columns: Object.keys(row as object) });
      return rows;
    },
    exec: (sql) => q.exec(sql),
  });
  return {
    ...db,
    ...record(db),
    transaction: (fn) => db.transaction((tx) => fn(record(tx))),
  };
}

describe.each(walkDatabaseKinds)('on %s', (kind) => {
  it('no answer but the credentials check carries password_hash to Node', async () => {
    const db = await openTestDatabase(kind);
    const answered: Answered[] = [];
    const t = await startAppOn(recording(db, answered));
    try {
      const world = await loadWorld(db);
      await t.app.ready();
      const doc = t.app.swagger() as unknown as OpenApiDocument;
      let requests = 0;
      for (const email of ['diego@nuvem.example', 'ana@acme.example']) {
        const user = world.users.find((u) => u.email === email)!;
        const who = await signInAs(t, email);
        const tokens = await embedTokensOf(t, who, world, user);
        const me = (await (await fetch(t.url('/api/v1/me'), { headers: who.headers })).json()) as {
          stream_hash: string;
        };
        for (const { request } of routeSamples(doc, world, user, tokens, me.stream_hash)) {
          const res = await fetch(t.url(request.url), {
            method: request.method,
            headers: {
              ...(request.headers ?? { ...who.headers, ...request.extraHeaders }),
              ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: request.body === undefined ? undefined : JSON.stringify(request.body),
            signal: AbortSignal.timeout(5_000),
          });
          await (res.headers.get('content-type')?.startsWith('text/event-stream')
            ? res.body?.cancel()
            : res.text());
          requests++;
        }
      }
      expect(requests).toBeGreaterThan(100);
      const withHash = answered.filter((a) => a.columns.includes('password_hash'));
      expect(withHash.length).toBeGreaterThan(0); // the sign-ins
      // The sign-in's, and the password change's check of the current password (PUT /profile/password).
      expect([...new Set(withHash.map((a) => a.sql.replace(/\s+/g, ' ').trim()))].sort()).toEqual([
        'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
        'SELECT password_hash FROM users WHERE id = $1',
      ]);
      expect(answered.filter((a) => a.columns.length === 0 || a.columns.includes('*'))).toEqual([]);
    } finally {
      await t.close();
      await db.close();
    }
  }, 120_000);
});
