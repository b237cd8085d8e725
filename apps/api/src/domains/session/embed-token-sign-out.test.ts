// Embed tokens end with the sign-in that asked for them (issue 29): once it signs out, the tokens it got from
// the dashboard embed, BI item token and quick create token routes, and the token of a report saved as a copy
// with one of them, are refused as an expired token is (401 embed_token_expired, so the frame's token refresh
// takes over, and fails there for a signed-out host); another sign-in's go on working. A token got while
// impersonating ends with the impersonation. A second API instance on the same PostgreSQL database hears of
// the sign-out through the database. Seen to fail before the fix: every token still answered 200.
import type {
  BiWorkspace,
  CreateToken,
  Dashboard,
  ReportContent,
  ReportDefinition,
  SavedReportCopy,
} from '@nuvem/api-contract';
import { generateEmbedSigningKeyPem } from '../../auth/embed-signing-key';
import type { Database } from '../../db/database';
import { openPostgres } from '../../db/pg-database';
import { sessionStateTtlMs } from './session-states';
import { biItemToken, callEmbedded, dashboardToken } from '../../testing/embed-tokens';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startAppOn, startTestApp, type TestApp } from '../../testing/test-app';
import { createPostgresTestDatabase, databaseKinds } from '../../testing/test-database';

const quickConfig = {
  locale: 'pt-BR',
  tableSchemaList: [{ name: 'Vendas', columns: [{ name: 'Produto', dataType: 'Text' }] }],
  data: [{ name: 'Vendas', rows: [['Mesa']] }],
};

/** The tokens of one sign-in, one of each kind. */
interface Tokens {
  dashboard: string;
  report: string;
  quickCreate: string;
  copy: string;
}

async function tokensOf(t: TestApp, who: SignedIn): Promise<Tokens> {
  const [dashboard] = await jsonOf<Dashboard[]>(await call(t, 'GET', '/api/v1/dashboards', who));
  const [item] = await t.db.query<{ id: string }>(
    "SELECT id FROM bi_items WHERE name = 'Receita por Cliente'",
  );
  const workspaces = await jsonOf<BiWorkspace[]>(await call(t, 'GET', '/api/v1/bi/workspaces', who));
  const finance = workspaces.find((w) => w.name === 'Financeiro Corporativo')!;
  const report = await biItemToken(t, who, item!.id);
  const { report: definition } = await jsonOf<ReportContent>(
    await callEmbedded(t, 'GET', `/api/v1/analytics/reports/${item!.id}`, report),
  );
  const { id: _id, name: _name, ...body } = definition satisfies ReportDefinition;
  const copy = await jsonOf<SavedReportCopy>(
    await callEmbedded(t, 'POST', `/api/v1/analytics/reports/${item!.id}/copies`, report, {
      name: `Cópia ${Math.random()}`,
      report: body,
    }),
    201,
  );
  const quick = await jsonOf<CreateToken>(
    await call(t, 'POST', `/api/v1/bi/workspaces/${finance.id}/quick-create/token`, who, { cloudId: 'ACM1' }),
  );
  return {
    dashboard: await dashboardToken(t, who, dashboard!.DashboardId),
    report,
    quickCreate: quick.token,
    copy: copy.token,
  };
}

/** The item a token names, read from the token itself (the API checks the signature). */
const itemOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    item_type: string;
    item_id: string;
  };

/** Each token used as the frame uses it: the status of each call. */
async function statusesWith(t: TestApp, tokens: Tokens): Promise<Record<keyof Tokens, number>> {
  const statusOf = async (token: string): Promise<number> => {
    const claims = itemOf(token);
    const res =
      claims.item_type === 'dashboard'
        ? await callEmbedded(t, 'GET', `/api/v1/analytics/dashboards/${claims.item_id}`, token)
        : claims.item_type === 'workspace'
          ? await callEmbedded(t, 'POST', '/api/v1/analytics/quick-datasets', token, quickConfig)
          : await callEmbedded(t, 'POST', '/api/v1/analytics/query', token, {
              queries: [
                {
                  datasetId: 'consumo',
                  groupBy: [],
                  values: [{ table: 'Consumo', measure: 'Custo Total' }],
                  filters: [],
                  orderBy: [],
                },
              ],
            });
    if (res.status >= 400) await expectError(res, 401, 'embed_token_expired');
    else await res.arrayBuffer();
    return res.status;
  };
  return {
    dashboard: await statusOf(tokens.dashboard),
    report: await statusOf(tokens.report),
    quickCreate: await statusOf(tokens.quickCreate),
    copy: await statusOf(tokens.copy),
  };
}

const working = { dashboard: 200, report: 200, quickCreate: 201, copy: 200 };
const refused = { dashboard: 401, report: 401, quickCreate: 401, copy: 401 };

const signOut = async (t: TestApp, who: SignedIn) =>
  expect((await call(t, 'DELETE', '/api/v1/session', who)).status).toBe(204);

describe.each(databaseKinds)('embed tokens and their sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("are refused as expired once their sign-in signs out; another sign-in's are not", async () => {
    const [signedOut, other] = [
      await signInAs(t, 'diego@nuvem.example'),
      await signInAs(t, 'diego@nuvem.example'),
    ];
    const [tokens, otherTokens] = [await tokensOf(t, signedOut), await tokensOf(t, other)];
    expect(await statusesWith(t, tokens)).toEqual(working);
    await signOut(t, signedOut);
    expect(await statusesWith(t, tokens)).toEqual(refused);
    expect(await statusesWith(t, otherTokens)).toEqual(working);
  });

  it('got while impersonating, are refused once the impersonation ends', async () => {
    const staff = await signInAs(t, 'diego@nuvem.example');
    const ana = await signInAs(t, 'ana@acme.example');
    expect((await call(t, 'POST', '/api/v1/impersonation', staff, { user_id: ana.userId })).status).toBe(201);
    const [dashboard] = await jsonOf<Dashboard[]>(await call(t, 'GET', '/api/v1/dashboards', staff));
    const asAna = await dashboardToken(t, staff, dashboard!.DashboardId);
    const read = (token: string) =>
      callEmbedded(t, 'GET', `/api/v1/analytics/dashboards/${dashboard!.DashboardId}`, token);
    expect((await read(asAna)).status).toBe(200);
    expect((await call(t, 'DELETE', '/api/v1/impersonation', staff)).status).toBe(204);
    await expectError(await read(asAna), 401, 'embed_token_expired');
    // The sign-in goes on: as the staff user again, it gets tokens of its own.
    expect((await read(await dashboardToken(t, staff, dashboard!.DashboardId))).status).toBe(200);
  });
});

describe('embed tokens and their sign-in, on two API instances over one PostgreSQL database', () => {
  const databases: Database[] = [];
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const url = await createPostgresTestDatabase();
    databases.push(await openPostgres(url), await openPostgres(url));
    // One deployment: the same token secret and embed signing key on both.
    const shared = {
      tokenSecret: 'a-token-secret-shared-by-both-instances',
      embedSigningKey: generateEmbedSigningKeyPem(),
    };
    [a, b] = await Promise.all([startAppOn(databases[0]!, shared), startAppOn(databases[1]!, shared)]);
  });
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((app) => app.close()));
    await Promise.all(databases.map((db) => db.close()));
  });

  it('a sign-out through one refuses its tokens on the other, at once (not after the cache lapses)', async () => {
    const [signedOut, other] = [
      await signInAs(a, 'diego@nuvem.example'),
      await signInAs(a, 'diego@nuvem.example'),
    ];
    const [tokens, otherTokens] = [await tokensOf(a, signedOut), await tokensOf(a, other)];
    // B has now seen the sign-in live, and keeps it so for a while.
    expect(await statusesWith(b, tokens)).toEqual(working);
    await signOut(a, signedOut);
    // Within half the time B trusts a live sign-in without asking: the database's notice, not the lapse.
    const dashboardOnB = async () => {
      const id = itemOf(tokens.dashboard).item_id;
      const res = await callEmbedded(b, 'GET', `/api/v1/analytics/dashboards/${id}`, tokens.dashboard);
      await res.arrayBuffer();
      return res.status;
    };
    await vi.waitFor(async () => expect(await dashboardOnB()).toBe(401), {
      timeout: sessionStateTtlMs / 2,
      interval: 20,
    });
    expect(await statusesWith(b, tokens)).toEqual(refused);
    expect(await statusesWith(b, otherTokens)).toEqual(working);
  });
});
