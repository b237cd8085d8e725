// The freeze case (issue 29): three batches of 50 underlying queries (three group-bys, 30,000 rows each) sent at
// once with one embed token, as a hostile probe did, while /health, /me and the JWKS are asked every 20 ms; the
// API's own event-loop delay over the same stretch (event-loop-probe.mjs). Before issue 29 one such batch held
// /health for 17.7 s.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const consumo = (column) => ({ table: 'Consumo', column });
const maximal = {
  datasetId: 'consumo',
  mode: 'underlying',
  groupBy: [consumo('Serviço'), consumo('Produto'), consumo('Região')],
  values: [{ ...consumo('Valor'), aggregationFunction: 'Sum' }],
  filters: [],
  limit: 30_000,
};

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const summary = (values) => ({
  p50: Math.round(percentile(values, 50)),
  p99: Math.round(percentile(values, 99)),
  max: Math.round(Math.max(...values)),
});

/** The API process's event-loop delay since the last call (it answers SIGUSR2 by writing the file). */
async function eventLoopDelay(api) {
  rmSync(api.eventLoopReport, { force: true });
  api.signal('SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(api.eventLoopReport); i++) await sleep(20);
  return JSON.parse(readFileSync(api.eventLoopReport, 'utf8'));
}

/** `staff`: the Authorization header of a user who may open the 'Receita por Cliente' BI report. */
export async function measureFreeze(api, staff) {
  const items = await (await fetch(`${api.url}/api/v1/bi/items`, { headers: staff })).json();
  const report = items.find((item) => item.name === 'Receita por Cliente');
  const { token } = await (
    await fetch(`${api.url}/api/v1/bi/items/${report.id}/token`, { method: 'POST', headers: staff })
  ).json();
  const probes = { health: [], me: [], jwks: [] };
  const paths = { health: '/api/v1/health', me: '/api/v1/me', jwks: '/api/v1/bi/jwks.json' };
  let running = true;
  const probe = (async () => {
    while (running) {
      for (const [name, path] of Object.entries(paths)) {
        const started = performance.now();
        const res = await fetch(api.url + path, { headers: name === 'me' ? staff : {} });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path} answered ${res.status} during the freeze case`);
        probes[name].push(performance.now() - started);
      }
      await sleep(20);
    }
  })();
  await eventLoopDelay(api); // starts the stretch afresh
  const batch = async () => {
    const started = performance.now();
    const res = await fetch(`${api.url}/api/v1/analytics/query`, {
      method: 'POST',
      headers: { authorization: `EmbedToken ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ queries: Array.from({ length: 50 }, () => maximal) }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`a maximal batch answered ${res.status}: ${text.slice(0, 200)}`);
    const { results } = JSON.parse(text);
    return {
      seconds: (performance.now() - started) / 1000,
      bytes: Buffer.byteLength(text),
      rows: results.reduce((sum, r) => sum + (r.ok ? r.result.rows.length : 0), 0),
    };
  };
  const batches = await Promise.all([batch(), batch(), batch()]);
  const eventLoop = await eventLoopDelay(api);
  running = false;
  await probe;
  return {
    batches,
    eventLoop,
    health: summary(probes.health),
    me: summary(probes.me),
    jwks: summary(probes.jwks),
    samples: probes.health.length,
  };
}
