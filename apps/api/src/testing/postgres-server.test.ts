import { existsSync } from 'node:fs';
import pg from 'pg';
import { startPostgresServer } from './postgres-server';

describe('startPostgresServer', () => {
  it('fails naming the package to install when the binaries are missing', async () => {
    await expect(startPostgresServer({ installRoot: '/nonexistent' })).rejects.toThrow(
      /not found under \/nonexistent.*apt-get install -y postgresql/s,
    );
  });

  it('serves its database until stopped, then leaves no server and no folder behind', async () => {
    const server = await startPostgresServer({ database: 'helper_check' });
    const query = async () => {
      const client = new pg.Client({ connectionString: server.url, connectionTimeoutMillis: 2000 });
      await client.connect();
      try {
        return (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0]?.db;
      } finally {
        await client.end();
      }
    };
    try {
      expect(server.url).toMatch(/^postgresql:\/\/postgres@127\.0\.0\.1:\d+\/helper_check$/);
      expect(await query()).toBe('helper_check');
    } finally {
      await server.stop();
    }
    expect(existsSync(server.dir)).toBe(false);
    await expect(query()).rejects.toThrow(/ECONNREFUSED/);
  });
});
