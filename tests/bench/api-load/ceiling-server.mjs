// The ceiling peer of the API load benchmark: the least a server must do to give the same answers as the API
// to GET /api/v1/me, /environments/:cloudId/topologies, /search/topologies and the IaaS machines list
// (/environments/:cloudId/iaas/resources as the portal's machines view asks it). Fastify with no plugins; per
// request it verifies the bearer token (as the API does, with the same TOKEN_SECRET), then runs one named
// statement (ceiling/statements.mjs) that checks the sign-in still lives and builds the JSON answer, sent as
// is. On PostgreSQL (DATABASE_URL) or on PGlite (PGLITE_DIR, a copy of the API's database: one process per
// directory). It prints its port. Impersonation is left out: the benchmark's sign-ins do not impersonate, and
// the ceiling answers every sign-in as its own user.
import Fastify from 'fastify';
import { openPGlite, openPostgres } from './ceiling/database.mjs';
import { iaasPage, iaasPageText, iaasSummary, iaasTotal, iaasTotalText } from './ceiling/iaas-statements.mjs';
import * as statements from './ceiling/statements.mjs';
import { streamHash, verifyBearer } from './ceiling/token.mjs';

const secret = process.env.TOKEN_SECRET;
if (!secret) throw new Error('ceiling: TOKEN_SECRET is required');
const db = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL)
  : await openPGlite(process.env.PGLITE_DIR);

// The API's error shape, so an error answers alike too.
const errors = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'environment_not_found',
  409: 'topologies_unavailable',
};
const fail = (reply, status) =>
  reply.code(status).send({
    error_code: errors[status],
    error_vars: [],
    error_title: 'Erro',
    error_type: 'error',
    error_message: errors[status],
  });
const json = (reply, body) => reply.type('application/json; charset=utf-8').send(body);

/**
 * Runs a statement that answers (status, body) for the token's user and sign-in plus `params`. Null params: an
 * invalid request, told as such only with a valid token (the API too authenticates before it validates).
 */
async function answer(request, reply, statement, params) {
  const claims = verifyBearer(request.headers.authorization, secret);
  if (!claims) return fail(reply, 401);
  if (!params) return fail(reply, 400);
  const [status, body] = await db.firstRow(statement, [claims.sub, claims.sid, ...params]);
  return Number(status) === 200 ? json(reply, body) : fail(reply, Number(status));
}

const app = Fastify({ logger: false });

app.get('/api/v1/me', async (request, reply) => {
  reply.header('cache-control', 'no-store');
  const claims = verifyBearer(request.headers.authorization, secret);
  if (!claims) return fail(reply, 401);
  const row = await db.firstRow(statements.me, [claims.sub, claims.sid]);
  if (!row) return fail(reply, 401);
  // The hash is an HMAC with the secret, so it is added here: the body ends with "}".
  const hash = streamHash(secret, claims.sub, row[0], claims.sid);
  return json(reply, `${row[1].slice(0, -1)}, "stream_hash" : "${hash}"}`);
});

app.get('/api/v1/environments/:cloudId/topologies', (request, reply) =>
  answer(request, reply, statements.topologies, [request.params.cloudId]),
);

// q as the API takes it: 5 to 100 characters, no control characters, at least 5 once trimmed; limit 1–100.
// eslint-disable-next-line no-control-regex -- finding them is the point
const controlCharacters = /[\u0000-\u001f\u007f]/;
app.get('/api/v1/search/topologies', (request, reply) => {
  const { q, limit = '50' } = request.query;
  const text = typeof q === 'string' && q.length <= 100 && !controlCharacters.test(q) ? q.trim() : '';
  const rows = /^\d{1,3}$/.test(limit) ? Number(limit) : 0;
  const valid = text.length >= 5 && rows >= 1 && rows <= 100;
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`; // matched literally, anywhere
  return answer(request, reply, statements.search, valid ? [pattern, rows] : null);
});

// Counts kept per environment version, as the API keeps them (its iaas-counts-cache.ts): a count is asked of
// the database only when the environment's resources have changed since it was taken.
const keptCounts = new Map();
const kept = (key, count) => {
  if (!keptCounts.has(key)) keptCounts.set(key, count());
  return keptCounts.get(key);
};

// The machines view's query only: filter kind=virtual_machine and at most one free-text token (:text, 1–100
// characters), page ≥ 1, page_size 1–100 (the contract's bounds), default order.
app.get('/api/v1/environments/:cloudId/iaas/resources', async (request, reply) => {
  const { filter = [], page = '1', page_size: pageSize = '25' } = request.query;
  const tokens = Array.isArray(filter) ? filter : [filter];
  const texts = tokens.filter((t) => t.startsWith(':')).map((t) => t.slice(1));
  const valid =
    tokens.includes('kind=virtual_machine') &&
    tokens.length === 1 + texts.length &&
    texts.length <= 1 &&
    texts.every((t) => t.length >= 1 && t.length <= 100) &&
    /^[1-9]\d{0,5}$/.test(page) &&
    /^[1-9]\d?$|^100$/.test(pageSize);
  const claims = verifyBearer(request.headers.authorization, secret);
  if (!claims) return fail(reply, 401);
  if (!valid) return fail(reply, 400);
  const pattern = texts.length ? `%${texts[0].replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const [status, environmentId, cloudId, version, rows, shown] = await db.firstRow(
    pattern ? iaasPageText : iaasPage,
    [claims.sub, claims.sid, request.params.cloudId, pageSize, page, ...(pattern ? [pattern] : [])],
  );
  if (Number(status) !== 200) return fail(reply, Number(status));
  const at = `${environmentId}@${version}`;
  const [summary, total] = await Promise.all([
    kept(`${at} summary`, async () => (await db.firstRow(iaasSummary, [environmentId]))[0]),
    page === '1' && Number(shown) < Number(pageSize)
      ? Number(shown)
      : kept(`${at} ${pattern ?? ''}`, async () =>
          Number(
            (
              await db.firstRow(pattern ? iaasTotalText : iaasTotal, [
                environmentId,
                ...(pattern ? [pattern] : []),
              ])
            )[0],
          ),
        ),
  ]);
  return json(
    reply,
    `{"cloud_id":${JSON.stringify(cloudId)},"resources":${rows},"total":${total},"page":${Number(page)},` +
      `"page_size":${Number(pageSize)},"summary":${summary}}`,
  );
});

await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0)),
);
