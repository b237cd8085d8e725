// Both adapters run parameterised statements as named (prepared) statements, with rows exactly as an unnamed
// statement gives them, and fall back to unnamed when a table change makes a saved plan stale.
import type { Database, SqlParam } from './database';
import { databaseKinds, openTestDatabase } from '../testing/test-database';

describe.each(databaseKinds)('on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind, 'empty');
  });
  afterAll(() => db.close());

  const typed = `SELECT $1::int AS n, $2::text AS t, $3::boolean AS b, $4::timestamptz AS at, $5::text[] AS list,
                        $6::jsonb AS doc, $7::numeric AS amount, $8::uuid AS id, $9::text AS nothing`;
  const params: SqlParam[] = [
    42,
    'olá, mundo',
    true,
    new Date('2024-05-06T07:08:09.010Z'),
    ['a', 'b,c', 'd"e'],
    JSON.stringify({ k: [1, 'x'] }),
    '12.50',
    '7f1f2a3b-0000-4000-8000-000000000001',
    null,
  ];

  it('prepares a statement once per connection, by name, and answers what an unnamed one answers', async () => {
    // On one connection (a transaction), so the server's list of its prepared statements is the one used.
    const [named, again, prepared] = await db.transaction(async (tx) => [
      await tx.query(typed, params),
      await tx.query(typed, params),
      await tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE statement = $1', [
        typed,
      ]),
    ]);
    const unnamed = await db.queryWithTimeout(typed, params, 10_000);
    expect(named).toEqual(unnamed);
    expect(again).toEqual(unnamed);
    expect(named).toEqual([
      {
        n: 42,
        t: 'olá, mundo',
        b: true,
        at: new Date('2024-05-06T07:08:09.010Z'),
        list: ['a', 'b,c', 'd"e'],
        doc: { k: [1, 'x'] },
        amount: '12.50',
        id: '7f1f2a3b-0000-4000-8000-000000000001',
        nothing: null,
      },
    ]);
    expect(prepared).toEqual([{ name: expect.stringMatching(/^q_/) }]);
  });

  it('reports a statement error as the database raised it, and goes on answering', async () => {
    await expect(db.query('SELECT 1 / $1::int AS x', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await db.query('SELECT 1 / $1::int AS x', [1])).toEqual([{ x: 1 }]);
  });

  it('runs a statement whose saved plan a table change made stale, unnamed from then on', async () => {
    await db.exec('CREATE TABLE named_probe (a int); INSERT INTO named_probe VALUES (1);');
    const read = 'SELECT a FROM named_probe WHERE a IS NOT NULL OR $1::boolean';
    // Outside a transaction a pool may use any connection: prepare it on every one of them.
    await Promise.all(Array.from({ length: 12 }, () => db.query(read, [true])));
    await db.exec("ALTER TABLE named_probe ALTER COLUMN a TYPE text USING a::text || '!'");
    for (let i = 0; i < 12; i++) expect(await db.query(read, [true])).toEqual([{ a: '1!' }]);
  });
});
