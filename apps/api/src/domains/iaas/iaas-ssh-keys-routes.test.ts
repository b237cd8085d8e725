import { generateKeyPairSync } from 'node:crypto';
import type { IaasSshKey, IaasSshKeyList } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startAppOn, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import { sshKeygenVectors } from './ssh-public-key.vectors';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;

const keysOf = (cloudId: string) => `/api/v1/environments/${cloudId}/iaas/ssh-keys`;
const vector = (label: string) => sshKeygenVectors.find((v) => v.label === label)!;
let keys = 0;
const newKey = () => `ssh-keys-${++keys}-${Date.now()}`;

function add(who: SignedIn, cloudId: string, body: unknown, key: string | null = newKey(), app = t) {
  return fetch(app.url(keysOf(cloudId)), {
    method: 'POST',
    headers: {
      ...who.headers,
      'content-type': 'application/json',
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  });
}
const remove = (who: SignedIn, cloudId: string, id: string, key = newKey()) =>
  fetch(t.url(`${keysOf(cloudId)}/${id}`), {
    method: 'DELETE',
    headers: { ...who.headers, 'idempotency-key': key },
  });
const list = async (cloudId: string, who = ana) =>
  (await jsonOf<IaasSshKeyList>(await call(t, 'GET', keysOf(cloudId), who))).ssh_keys;

const auditOf = (action: string, targetId: string) =>
  t.db.query<{ before: unknown; after: unknown; actor_user_id: string }>(
    `SELECT before, after, actor_user_id FROM audit_events WHERE action = $1 AND target_id = $2`,
    [action, targetId],
  );

/** The 400's error_fields on the pasted key, with the keyword the form words. */
async function expectKeyRefused(res: Response, code: string, keyword: string, vars?: string[]) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error_code: string; error_vars: string[]; error_fields: unknown[] };
  expect(body.error_code).toBe(code);
  expect(body.error_fields).toEqual([{ in: 'body', path: '/public_key', keyword }]);
  if (vars) expect(body.error_vars).toEqual(vars);
}

/** Private keys in the forms a user may paste by mistake: PKCS#8, PKCS#1 RSA, OpenSSH, PuTTY. */
function privateKeys(): string[] {
  const pkcs8 = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const pkcs1 = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs1', format: 'pem' })
    .toString();
  const secret = Buffer.from(`openssh-key-v1 ${Date.now()} ${Math.random()}`).toString('base64');
  return [
    pkcs8,
    pkcs1,
    `-----BEGIN OPENSSH PRIVATE KEY-----\n${secret}\n-----END OPENSSH PRIVATE KEY-----\n`,
    `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: x\nPrivate-Lines: 1\n${secret}QQ\n`,
  ];
}

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    carla = await signInAs(t, 'carla@parceira.example');
  });
  afterAll(() => t.close());

  it('lists the keys with type, bits, fingerprint and who added them', async () => {
    const listed = await list('ACM1');
    expect(listed.map((k) => k.name)).toEqual(['deploy-producao', 'equipe-infra']);
    expect(listed[0]).toMatchObject({ key_type: 'ssh-ed25519', bits: 256, created_by: null });
  });

  it.each(sshKeygenVectors.filter((v) => !['dsa', 'rsab1024'].includes(v.label)))(
    'adds a $label key with the fingerprint ssh-keygen gives, audited, and the wizard lists it',
    async ({ label, line, bits, fingerprint }) => {
      const key = await jsonOf<IaasSshKey>(
        await add(ana, 'ACM3', { name: `k-${label}`, public_key: line }),
        201,
      );
      expect(key).toMatchObject({ name: `k-${label}`, bits, fingerprint, created_by: 'ana@acme.example' });
      expect(key.key_type).toBe(line.split(' ')[0]);
      expect((await list('ACM3')).find((k) => k.id === key.id)).toEqual(key);
      const [stored] = await t.db.query<{ public_key: string }>(
        'SELECT public_key FROM iaas_ssh_keys WHERE id = $1',
        [key.id],
      );
      expect(stored!.public_key).toBe(line);
      const [audited] = await auditOf('ssh_key.create', key.id);
      expect(audited).toMatchObject({ before: null, after: key, actor_user_id: ana.userId });
    },
  );

  it('answers a retry with the same Idempotency-Key with the same key, added once', async () => {
    const body = { name: 'retried', public_key: `from="10.0.0.1" ${vector('ed25519').line} com comentário` };
    const idempotencyKey = newKey();
    const first = await jsonOf<IaasSshKey>(await add(ana, 'ACM2', body, idempotencyKey), 201);
    expect(await jsonOf<IaasSshKey>(await add(ana, 'ACM2', body, idempotencyKey), 200)).toEqual(first);
    expect((await list('ACM2')).filter((k) => k.name === 'retried')).toHaveLength(1);
    await expectError(
      await add(ana, 'ACM2', { ...body, name: 'another' }, idempotencyKey),
      409,
      'idempotency_key_reused',
    );
    // Options dropped, the comment kept.
    const [stored] = await t.db.query<{ public_key: string }>(
      'SELECT public_key FROM iaas_ssh_keys WHERE id = $1',
      [first.id],
    );
    expect(stored!.public_key).toBe(`${vector('ed25519').line} com comentário`);
  });

  it('refuses each bad key with its own code on /public_key, and stores nothing', async () => {
    const before = await list('ACM1');
    await expectKeyRefused(
      await add(ana, 'ACM1', { name: 'curta', public_key: vector('rsab1024').line }),
      'iaas_ssh_key_rsa_too_short',
      'sshKeyRsaTooShort',
      ['1024', '2048'],
    );
    await expectKeyRefused(
      await add(ana, 'ACM1', { name: 'dsa', public_key: vector('dsa').line }),
      'iaas_ssh_key_unknown_type',
      'sshKeyUnknownType',
      ['ssh-dss'],
    );
    await expectKeyRefused(
      await add(ana, 'ACM1', { name: 'lixo', public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIQ==' }),
      'iaas_ssh_key_malformed',
      'sshKeyMalformed',
    );
    await expectKeyRefused(
      await add(ana, 'ACM1', { name: 'privada', public_key: privateKeys()[0] }),
      'iaas_ssh_key_private',
      'sshKeyPrivate',
    );
    await expectError(
      await add(ana, 'ACM1', { name: ' espaço', public_key: vector('ed25519').line }),
      400,
      'validation_failed',
    );
    await expectError(
      await add(ana, 'ACM1', { name: 'sem-chave', public_key: vector('ed25519').line }, null),
      400,
      'validation_failed',
    );
    expect(await list('ACM1')).toEqual(before);
  });

  it('refuses a name or a key the environment has already (409), naming the other key', async () => {
    const [existing] = await list('ACM1');
    const res = await add(ana, 'ACM1', { name: existing!.name, public_key: vector('ecdsab256').line });
    await expectError(res, 409, 'iaas_ssh_key_name_taken', [existing!.name]);
    await jsonOf(await add(ana, 'ACM1', { name: 'primeira', public_key: vector('rsab3072').line }), 201);
    await expectError(
      await add(ana, 'ACM1', {
        name: 'segunda',
        public_key: `${vector('rsab3072').line.split(' ').slice(0, 2).join(' ')} outro`,
      }),
      409,
      'iaas_ssh_key_duplicate',
      ['primeira'],
    );
    // The same key in another environment is another environment's business.
    await jsonOf(await add(ana, 'ACM2', { name: 'primeira', public_key: vector('rsab3072').line }), 201);
  });

  it('deletes a key (204, audited with the key before), once per Idempotency-Key; then 404', async () => {
    const key = await jsonOf<IaasSshKey>(
      await add(ana, 'ACM1', { name: 'a-remover', public_key: vector('ecdsab384').line }),
      201,
    );
    const idempotencyKey = newKey();
    expect((await remove(ana, 'ACM1', key.id, idempotencyKey)).status).toBe(204);
    expect((await remove(ana, 'ACM1', key.id, idempotencyKey)).status).toBe(204);
    expect((await list('ACM1')).map((k) => k.id)).not.toContain(key.id);
    expect(await auditOf('ssh_key.delete', key.id)).toEqual([
      expect.objectContaining({ before: key, after: null }),
    ]);
    await expectError(await remove(ana, 'ACM1', key.id), 404, 'iaas_ssh_key_not_found', [key.id]);
  });

  it("keeps tenants apart: another customer's environment 404, a key through another environment 404", async () => {
    const [acm1Key] = await list('ACM1');
    await expectError(
      await add(bruno, 'ACM1', { name: 'intruso', public_key: vector('ecdsab521').line }),
      404,
      'environment_not_found',
    );
    await expectError(await remove(bruno, 'ACM1', acm1Key!.id), 404, 'environment_not_found');
    const [glxKey] = await list('GLX01', bruno);
    await expectError(await remove(ana, 'ACM1', glxKey!.id), 404, 'iaas_ssh_key_not_found');
    await expectError(await remove(ana, 'ACM2', acm1Key!.id), 404, 'iaas_ssh_key_not_found');
    expect((await list('ACM1')).map((k) => k.id)).toContain(acm1Key!.id);
    await expectError(
      await add(carla, 'ACM1', { name: 'x', public_key: vector('ed25519').line }),
      403,
      'forbidden',
    );
  });

  it("refuses writes while the user's IaaS account is being cancelled (403 iaas_cancelling)", async () => {
    const [key] = await list('ACM1');
    await t.db.query('UPDATE users SET iaas_cancelling = true WHERE id = $1', [ana.userId]);
    try {
      await expectError(
        await add(ana, 'ACM1', { name: 'tarde', public_key: vector('ecdsab521').line }),
        403,
        'iaas_cancelling',
      );
      await expectError(await remove(ana, 'ACM1', key!.id), 403, 'iaas_cancelling');
    } finally {
      await t.db.query('UPDATE users SET iaas_cancelling = false WHERE id = $1', [ana.userId]);
    }
  });

  it('never stores, answers nor logs a pasted private key', async () => {
    const lines: string[] = [];
    const logged = await startAppOn(
      t.db,
      { logLevel: 'trace' },
      { logStream: { write: (l) => lines.push(l) } },
    );
    try {
      const anaThere = await signInAs(logged, 'ana@acme.example');
      for (const [i, pasted] of privateKeys().entries()) {
        const res = await add(
          anaThere,
          'ACM1',
          { name: `privada-${i}`, public_key: pasted },
          newKey(),
          logged,
        );
        expect(res.status).toBe(400);
        const answer = await res.text();
        // The key's secret part: the base64 lines between its header and footer.
        const secret = pasted.split('\n').filter((l) => /^[A-Za-z0-9+/=]{16,}$/.test(l));
        expect(secret.length).toBeGreaterThan(0);
        for (const part of secret) {
          expect(answer).not.toContain(part);
          expect(lines.join('\n')).not.toContain(part);
          const found = await t.db.query(
            `SELECT 'key' FROM iaas_ssh_keys WHERE public_key LIKE '%' || $1 || '%'
             UNION ALL SELECT 'audit' FROM audit_events WHERE before::text LIKE '%' || $1 || '%'
               OR after::text LIKE '%' || $1 || '%' OR details::text LIKE '%' || $1 || '%'
             UNION ALL SELECT 'idempotency' FROM idempotent_requests WHERE answer::text LIKE '%' || $1 || '%'`,
            [part],
          );
          expect(found).toEqual([]);
        }
      }
      expect(lines.length).toBeGreaterThan(0); // the log was on
    } finally {
      await logged.close();
    }
  });
});
