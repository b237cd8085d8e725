// API load: requests per second and latency of user info, topologies and search at 100 connections, each
// beside a bare Fastify route in the same run, then SSE fan-out to 1,000 clients; on PGlite and on a PostgreSQL
// server, each with 100,000 synthetic topologies. Writes ../results/api-load.md.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ms, summarize } from '../stats.mjs';
import { runApiScript, startApi, startBare, startThrowawayPostgres } from './processes.mjs';
import { measureFanOut } from './sse-fanout.mjs';

const DURATION = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = 100;
const TOPOLOGIES = Number(process.env.BENCH_TOPOLOGIES ?? 100_000);
const SSE_CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 1_000);
const SSE_ROUNDS = 20;
const password = 'nuvem-demo-2024';

const bare = await startBare();
const fmt = (n) => Math.round(n).toLocaleString('en');

/** Seeds a database, starts the API on it, measures the cases and the SSE fan-out, stops it. */
async function measure(database, env) {
  console.log(
    `== ${database}: seeding the demo data and ${TOPOLOGIES.toLocaleString('en')} synthetic topologies…`,
  );
  runApiScript('cli/add-synthetic-topologies.ts', [String(TOPOLOGIES)], env);
  const api = await startApi(env);
  try {
    const signIn = async (email) => {
      const res = await fetch(`${api.url}/api/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
      return { authorization: `Bearer ${(await res.json()).access_token}` };
    };
    const ana = await signIn('ana@acme.example');
    const diego = await signIn('diego@nuvem.example');
    const cases = [
      { name: 'user info `GET /api/v1/me`', url: '/api/v1/me', headers: ana },
      {
        name: 'topologies `GET …/environments/ACM1/topologies`',
        url: '/api/v1/environments/ACM1/topologies',
        headers: ana,
      },
      {
        name: 'search `GET /api/v1/search/topologies?q=protheus-4204`',
        url: '/api/v1/search/topologies?q=protheus-4204',
        headers: diego,
      },
    ];
    const rows = [];
    for (const c of cases) {
      // Warm up, then measure the bare route right before the case so both see the same machine state.
      await autocannon({ url: api.url + c.url, headers: c.headers, connections: 10, duration: 2 });
      console.log(`bare route, then ${c.name}: ${DURATION} s each at ${CONNECTIONS} connections`);
      const peer = await load(`${bare.url}/bare`);
      const ours = await load(api.url + c.url, c.headers);
      rows.push({ database, name: c.name, ours, peer });
    }

    const me = await (await fetch(`${api.url}/api/v1/me`, { headers: ana })).json();
    const streamUrl = `${api.url}/api/v1/streams/${me.stream_channel}?user=${encodeURIComponent(me.stream_channel)}&hash=${me.stream_hash}`;
    console.log(`SSE: ${SSE_CLIENTS} clients, ${SSE_ROUNDS} events`);
    const fanOut = summarize(
      await measureFanOut({
        streamUrl,
        clients: SSE_CLIENTS,
        rounds: SSE_ROUNDS,
        publish: async () => {
          const res = await fetch(`${api.url}/api/v1/streams/fake-alarm`, {
            method: 'POST',
            headers: { ...ana, 'content-type': 'application/json' },
            body: '{}',
          });
          if (res.status !== 202) throw new Error(`fake alarm: ${res.status}`);
          return (await res.json()).id;
        },
      }),
    );
    return { rows, fanOut: { database, ...fanOut } };
  } finally {
    await api.stop();
  }
}

function load(url, headers = {}) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, timeout: 30 }).then((r) => {
    if (r.non2xx) throw new Error(`${url}: ${r.non2xx} answers were not 2xx`);
    // Errors are requests that got no answer within 30 s: reported, not hidden.
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts };
  });
}

const common = {
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  AUTH_RATE_LIMIT_MAX: '10000',
  STREAM_MAX_CONNECTIONS_PER_USER: String(SSE_CLIENTS + 10),
};
const results = [];
const dataDir = mkdtempSync(join(tmpdir(), 'nuvem-bench-api-'));
try {
  results.push(await measure('PGlite (embedded, the default)', { ...common, DATA_DIR: dataDir }));
  const postgres = await startThrowawayPostgres();
  try {
    results.push(
      await measure('PostgreSQL 15 server', { ...common, DATA_DIR: dataDir, DATABASE_URL: postgres.url }),
    );
  } finally {
    await postgres.stop();
  }
} finally {
  await bare.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

writeFileSync(
  join(import.meta.dirname, '../results/api-load.md'),
  `## API load (tests/bench/api-load)

autocannon, ${DURATION} s per case at ${CONNECTIONS} connections on loopback after a 2 s warm-up, on a 2-core machine
that also runs autocannon. The API runs as \`npm start\` runs it (tsx), once on embedded PGlite (a temporary
DATA_DIR) and once on a throwaway PostgreSQL 15 server (\`DATABASE_URL\`), each with the demo data plus
${TOPOLOGIES.toLocaleString('en')} synthetic topologies in ${fmt(TOPOLOGIES / 50)} more environments (about 50 per environment; staff
search covers all of them). The peer is a bare Fastify 5 route (\`{"status":"ok"}\`, no plugins, no database), measured right
before each case in the same run; the last column is our throughput as a share of it. Every API request is
authenticated (JWT check plus a session-revocation lookup) and scoped to the user's environments.
A case costs two or three SQL round trips (the revocation check, then its own queries); the bare route
costs none, so the share is small by construction and says how much the database path weighs. PGlite runs
single-threaded inside the API process (about 0.2 ms a query here), which caps it; PostgreSQL runs beside
it on the same two cores. Search counts every match for its total before the limit.

| database | case | ours req/s | ours p50 / p99 | unanswered in 30 s | bare req/s | bare p50 / p99 | ours ÷ bare |
|---|---|---|---|---|---|---|---|
${results
  .flatMap((r) => r.rows)
  .map(
    ({ database, name, ours, peer }) =>
      `| ${database} | ${name} | ${fmt(ours.rps)} | ${ours.p50} / ${ours.p99} ms | ${ours.errors} | ${fmt(peer.rps)} | ${peer.p50} / ${peer.p99} ms | ${((100 * ours.rps) / peer.rps).toFixed(1)}% |`,
  )
  .join('\n')}

SSE fan-out: ${SSE_CLIENTS.toLocaleString('en')} clients subscribed to one user stream; ${SSE_ROUNDS} fake alarms, each timed from
sending \`POST /api/v1/streams/fake-alarm\` until the last client has the event (stored, sent through PostgreSQL
NOTIFY, read back and written to every stream, as between two instances).

| database | median | p95 | max |
|---|---|---|---|
${results.map(({ fanOut: f }) => `| ${f.database} | ${ms(f.median)} | ${ms(f.p95)} | ${ms(f.max)} |`).join('\n')}
`,
);
console.log('wrote results/api-load.md');
