import type { BackupDownload, BackupList } from '@nuvem/api-contract';
import { demoBackupsAt } from '../../demo/demo-backups';
import { signBackupLink, verifyBackupLink } from './backup-links';
import { withSignatureRespelled } from '../../testing/base64url-variants';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let diego: SignedIn;

const list = (who: SignedIn | undefined, cloudId = 'ACM1') =>
  call(t, 'GET', `/api/v1/environments/${cloudId}/backups`, who);
const download = (who: SignedIn | undefined, backupId: string, cloudId = 'ACM1') =>
  call(t, 'POST', `/api/v1/environments/${cloudId}/backups/${backupId}/download`, who);
const downloads = () =>
  t.db.query<{ actor_user_id: string; details: Record<string, unknown> }>(
    `SELECT actor_user_id, details FROM audit_events WHERE action = 'backup.download' ORDER BY occurred_at`,
  );

describe('signed backup links', () => {
  const now = Date.UTC(2026, 0, 1);
  const { token, expiresAt } = signBackupLink('secret', 'bkp-acm1-001', now);

  it('name their backup for 300 s', () => {
    expect(expiresAt.getTime() - now).toBe(300_000);
    expect(verifyBackupLink('secret', token, now)).toBe('bkp-acm1-001');
    expect(verifyBackupLink('secret', token, now + 300_000)).toBeNull();
  });

  it('break when any part changes or another secret signed them', () => {
    const [, expires, signature] = token.split('.');
    expect(verifyBackupLink('secret', `bkp-acm1-002.${expires}.${signature}`, now)).toBeNull();
    expect(verifyBackupLink('secret', `bkp-acm1-001.${Number(expires) + 1}.${signature}`, now)).toBeNull();
    expect(verifyBackupLink('other', token, now)).toBeNull();
    expect(verifyBackupLink('secret', 'nonsense', now)).toBeNull();
  });
});

describe('the demo backups', () => {
  it('give every environment with topologies a week of backups, each backup_id once, ACM1 one failed', () => {
    const all = demoBackupsAt(Date.now());
    expect(new Set(all.map((b) => b.backup_id)).size).toBe(all.length);
    const acme = all.filter((b) => b.cloud_id === 'ACM1');
    expect(acme.length).toBeGreaterThanOrEqual(14);
    expect(acme.filter((b) => b.status === 'failed')).toHaveLength(1);
  });
});

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    [ana, bruno, diego] = await Promise.all([
      signInAs(t, 'ana@acme.example'),
      signInAs(t, 'bruno@globex.example'),
      signInAs(t, 'diego@nuvem.example'),
    ]);
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    await expectError(await list(undefined), 401, 'unauthorized');
    await expectError(await download(undefined, 'bkp-acm1-001'), 401, 'unauthorized');
  });

  it("lists ACM1's backups newest first, with their product and topology", async () => {
    const answer = await jsonOf<BackupList>(await list(ana));
    expect(answer.cloud_id).toBe('ACM1');
    const demo = demoBackupsAt(Date.now()).filter((b) => b.cloud_id === 'ACM1');
    expect(answer.backups.map((b) => b.backup_id).sort()).toEqual(demo.map((b) => b.backup_id).sort());
    const times = answer.backups.map((b) => b.taken_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(answer.backups[0]).toMatchObject({ product: 'protheus', topology_id: 'tp-acm1-01' });
  });

  it('refuses the list without backup_download (403) and an environment not held (404)', async () => {
    await expectError(await list(bruno, 'GLX01'), 403, 'forbidden', ['backup_download']);
    await expectError(await list(ana, 'GLX01'), 404, 'environment_not_found');
  });

  it('answers a short-lived signed link, audited, that downloads the backup without the session', async () => {
    const link = await jsonOf<BackupDownload>(await download(ana, 'bkp-acm1-001'));
    expect(link.url).toMatch(/^\/api\/v1\/backup-files\/bkp-acm1-001\.\d+\.[\w-]+$/);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(290_000);
    const file = await fetch(t.url(link.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="bkp-acm1-001.manifest.json"');
    expect(JSON.parse(await file.text())).toMatchObject({ backup_id: 'bkp-acm1-001', product: 'protheus' });
    expect(await downloads()).toEqual([
      { actor_user_id: ana.userId, details: { backup_id: 'bkp-acm1-001', expires_at: link.expires_at } },
    ]);
    // An altered link is refused, and so is another spelling of its signature (compared as written).
    const forged = await fetch(t.url(link.url.replace('bkp-acm1-001', 'bkp-acm1-002')));
    await expectError(forged, 403, 'backup_link_invalid');
    const respelled = withSignatureRespelled(link.url);
    expect(respelled).toHaveLength(3);
    for (const other of respelled) await expectError(await fetch(t.url(other)), 403, 'backup_link_invalid');
  });

  it('refuses a backup of another environment, a failed one and one that does not exist, auditing nothing', async () => {
    const before = (await downloads()).length;
    await expectError(await download(ana, 'bkp-glx01-001'), 404, 'backup_not_found', ['bkp-glx01-001']);
    await expectError(await download(ana, 'bkp-glx01-001', 'GLX01'), 404, 'environment_not_found');
    const [failed] = await t.db.query<{ backup_id: string }>(
      `SELECT backup_id FROM environment_backups WHERE status = 'failed' AND backup_id LIKE 'bkp-acm1-%'`,
    );
    await expectError(await download(ana, failed!.backup_id), 404, 'backup_not_found');
    await expectError(await download(ana, 'bkp-nope'), 404, 'backup_not_found');
    await expectError(await download(bruno, 'bkp-glx01-001', 'GLX01'), 403, 'forbidden', ['backup_download']);
    expect((await downloads()).length).toBe(before);
  });

  it('is read-only while impersonating', async () => {
    const started = await call(t, 'POST', '/api/v1/impersonation', diego, { user_id: ana.userId });
    expect(started.status).toBe(201);
    try {
      await expectError(await download(diego, 'bkp-acm1-001'), 403, 'impersonation_read_only');
      // Reading passes, as the user sees it.
      expect((await list(diego)).status).toBe(200);
    } finally {
      await call(t, 'DELETE', '/api/v1/impersonation', diego);
    }
  });
});
