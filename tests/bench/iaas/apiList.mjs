// The machines list of 10,000 VMs on the API at 50 connections (autocannon), beside its ceiling (the same
// answer from one prepared statement, ceiling-server.mjs) in the same run: the portal's first page of the
// machines view, and the same with a free-text filter. On one database (PGlite's DATA_DIR, or DATABASE_URL),
// already seeded by add-synthetic-machines.
import autocannon from 'autocannon';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { startApi, startCeiling } from '../api-load/processes.mjs';

const CONNECTIONS = 50;
const base = '/api/v1/environments/ESC1/iaas/resources';
/** What useIaasResources asks for the machines view (IAAS_MACHINES_VIEW): its kind filter, page 1 of 25. */
export const listCases = [
  { name: 'machines, first page', url: `${base}?filter=kind%3Dvirtual_machine&page=1&page_size=25` },
  {
    name: 'machines, filtered by "erp-004"',
    url: `${base}?filter=kind%3Dvirtual_machine&filter=%3Aerp-004&page=1&page_size=25`,
  },
];

/** Signs in through the API; the bearer header. */
export async function signIn(apiUrl, email, password) {
  const res = await fetch(`${apiUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return { authorization: `Bearer ${(await res.json()).access_token}` };
}

/**
 * Starts the API and the ceiling on `env`'s database, checks they answer alike, measures each case (ceiling
 * first), stops them. Rows: { name, ours, peer, bytes }.
 */
export async function measureList(env, { seconds, email, password }) {
  let api = await startApi(env);
  let ceiling;
  try {
    const headers = await signIn(api.url, email, password);
    if (env.DATABASE_URL)
      ceiling = await startCeiling({ TOKEN_SECRET: env.TOKEN_SECRET, DATABASE_URL: env.DATABASE_URL });
    else {
      // PGlite opens a directory from one process only: the ceiling gets a copy taken after the sign-in.
      await api.stop();
      const copy = join(env.DATA_DIR, 'ceiling-pglite');
      cpSync(join(env.DATA_DIR, 'pglite'), copy, { recursive: true });
      api = await startApi(env);
      ceiling = await startCeiling({ TOKEN_SECRET: env.TOKEN_SECRET, DATABASE_URL: '', PGLITE_DIR: copy });
    }
    const rows = [];
    for (const c of listCases) {
      const bytes = await checkSameAnswers(api.url, ceiling.url, c.url, headers);
      for (const server of [ceiling, api])
        await autocannon({ url: server.url + c.url, headers, connections: 10, duration: 2 });
      console.log(`ceiling, then ours: ${c.name}, ${seconds} s each at ${CONNECTIONS} connections`);
      const peer = await load(ceiling.url + c.url, headers, seconds);
      const ours = await load(api.url + c.url, headers, seconds);
      rows.push({ name: c.name, ours, peer, bytes });
    }
    return rows;
  } finally {
    await ceiling?.stop();
    await api.stop();
  }
}

/** The ceiling must answer exactly as the API (parsed JSON deep-equal) and refuse a forged token. */
async function checkSameAnswers(apiUrl, ceilingUrl, url, headers) {
  const get = async (origin, h) => {
    const res = await fetch(origin + url, { headers: h });
    return { status: res.status, text: await res.text() };
  };
  const [ours, peer] = await Promise.all([get(apiUrl, headers), get(ceilingUrl, headers)]);
  if (ours.status !== 200 || peer.status !== 200)
    throw new Error(`${url}: the API answered ${ours.status}, the ceiling ${peer.status}`);
  if (!isDeepStrictEqual(JSON.parse(ours.text), JSON.parse(peer.text)))
    throw new Error(`${url}: the ceiling's answer differs\nAPI:     ${ours.text}\nceiling: ${peer.text}`);
  const forged = await get(ceilingUrl, { authorization: `${headers.authorization}A` });
  if (forged.status !== 401)
    throw new Error(`${url}: the ceiling answered ${forged.status} to a forged token`);
  const { total, resources } = JSON.parse(ours.text);
  console.log(`same answer from the ceiling: ${url} (${total} match, ${resources.length} shown)`);
  return ours.text.length;
}

function load(url, headers, seconds) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, timeout: 30 }).then((r) => {
    if (r.non2xx) throw new Error(`${url}: ${r.non2xx} answers were not 2xx`);
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts };
  });
}
