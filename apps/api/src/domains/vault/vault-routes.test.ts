import { randomBytes, randomUUID } from 'node:crypto';
import type {
  OperationAnswer,
  VaultKey,
  VaultKeyList,
  VaultSecret,
  VaultSecretList,
} from '@nuvem/api-contract';
import { expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import { fingerprintOf } from './envelope-crypto';
import { vaultRootKey } from './vault-root-key';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let diego: SignedIn;
let elisa: SignedIn;
const logLines: string[] = [];

const base = (cloudId: string) => `/api/v1/environments/${cloudId}/vault`;

function send(
  who: SignedIn,
  method: string,
  path: string,
  body?: unknown,
  key: string | null = randomUUID(),
) {
  return fetch(t.url(path), {
    method,
    headers: {
      ...who.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const createSecret = (who: SignedIn, cloudId: string, body: unknown, key?: string | null) =>
  send(who, 'POST', `${base(cloudId)}/secrets`, body, key);
const reveal = (who: SignedIn, cloudId: string, id: string, version?: number) =>
  send(who, 'POST', `${base(cloudId)}/secrets/${id}/reveal`, version ? { version } : {}, null);
const listSecrets = async (cloudId: string, who = ana) =>
  jsonOf<VaultSecretList>(await send(who, 'GET', `${base(cloudId)}/secrets`, undefined, null));
const listKeys = async (cloudId: string, who = ana) =>
  (await jsonOf<VaultKeyList>(await send(who, 'GET', `${base(cloudId)}/keys`, undefined, null))).keys;
const keyAction = (cloudId: string, id: string, action: string, body?: unknown) =>
  send(ana, 'POST', `${base(cloudId)}/keys/${id}/${action}`, body);

/** A value no other test writes, so finding it anywhere means this test's value leaked. */
const secretValue = () => `s3cr3t-${randomBytes(12).toString('hex')}`;

async function created(res: Response): Promise<VaultSecret> {
  return jsonOf<VaultSecret>(res, 201);
}

async function revealed(res: Response): Promise<string> {
  return (await jsonOf<{ value: string }>(res)).value;
}

/** Every text the database holds in the tables a vault write touches, as one string. */
async function databaseText(): Promise<string> {
  const tables = [
    'vault_secrets',
    'vault_secret_versions',
    'vault_keys',
    'vault_key_versions',
    'idempotent_requests',
    'audit_events',
    'operations',
  ];
  const parts = await Promise.all(
    tables.map(async (table) =>
      JSON.stringify(await t.db.query(`SELECT row_to_json(x)::text AS r FROM ${table} x`)),
    ),
  );
  return parts.join('\n');
}

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { logLevel: 'info' },
      { logStream: { write: (line) => logLines.push(line) } },
    );
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    diego = await signInAs(t, 'diego@nuvem.example');
    elisa = await signInAs(t, 'elisa@acme.example');
  });
  afterAll(() => t.close());

  it('creates a secret (the environment gets a generated key), lists it without a value and reveals it on request', async () => {
    const value = secretValue();
    const secret = await created(
      await createSecret(ana, 'ACM1', { name: 'db/password', description: 'Banco', value }),
    );
    expect(secret).toMatchObject({
      name: 'db/password',
      description: 'Banco',
      current_version: 1,
      versions: 1,
    });
    expect(JSON.stringify(secret)).not.toContain(value);
    const list = await listSecrets('ACM1');
    expect(list.secrets.map((s) => s.name)).toContain('db/password');
    expect(list.key).toMatchObject({ name: 'chave-padrao', state: 'enabled' });
    expect(JSON.stringify(list)).not.toContain(value);
    expect(await revealed(await reveal(ana, 'ACM1', secret.id))).toBe(value);

    const [audit] = await t.db.query<{ actor_user_id: string; details: { version: number; name: string } }>(
      `SELECT actor_user_id, details FROM audit_events WHERE action = 'vault_secret.reveal' AND target_id = $1`,
      [secret.id],
    );
    expect(audit).toEqual({ actor_user_id: ana.userId, details: { name: 'db/password', version: 1 } });
  });

  it('answers a retry with the same secret, refuses the key reused for another value, a name taken, bad input', async () => {
    const key = randomUUID();
    const value = secretValue();
    const first = await created(await createSecret(ana, 'ACM1', { name: 'retry-me', value }, key));
    const again = await jsonOf<VaultSecret>(
      await createSecret(ana, 'ACM1', { name: 'retry-me', value }, key),
      200,
    );
    expect(again.id).toBe(first.id);
    await expectError(
      await createSecret(ana, 'ACM1', { name: 'retry-me', value: 'other' }, key),
      409,
      'idempotency_key_reused',
    );
    await expectError(
      await createSecret(ana, 'ACM1', { name: 'retry-me', value }),
      409,
      'vault_secret_name_taken',
      ['retry-me'],
    );
    const bad = await createSecret(ana, 'ACM1', { name: ' spaced name', value: '' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).not.toContain('spaced');
    const noKey = await createSecret(ana, 'ACM1', { name: 'no-key', value }, null);
    expect(noKey.status).toBe(400);
  });

  it('writes new versions; every version stays revealable; the audit holds versions, never a value', async () => {
    const [v1, v2] = [secretValue(), secretValue()];
    const secret = await created(await createSecret(ana, 'ACM1', { name: 'api-token', value: v1 }));
    const updated = await jsonOf<VaultSecret>(
      await send(ana, 'POST', `${base('ACM1')}/secrets/${secret.id}/versions`, { value: v2 }),
      201,
    );
    expect(updated).toMatchObject({ current_version: 2, versions: 2 });
    expect(await revealed(await reveal(ana, 'ACM1', secret.id))).toBe(v2);
    expect(await revealed(await reveal(ana, 'ACM1', secret.id, 1))).toBe(v1);
    await expectError(await reveal(ana, 'ACM1', secret.id, 3), 404, 'vault_secret_version_not_found', ['3']);
    const [audit] = await t.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_events WHERE action = 'vault_secret.update' AND target_id = $1`,
      [secret.id],
    );
    expect(audit).toEqual({
      before: { name: 'api-token', description: '', current_version: 1, versions: 1 },
      after: { name: 'api-token', description: '', current_version: 2, versions: 2 },
    });
  });

  it('keeps nothing in the database that decrypts a secret alone, and refuses a ciphertext altered or swapped', async () => {
    const [a, b] = [secretValue(), secretValue()];
    const first = await created(await createSecret(ana, 'ACM1', { name: 'tamper-a', value: a }));
    const second = await created(await createSecret(ana, 'ACM1', { name: 'tamper-b', value: b }));
    const text = await databaseText();
    for (const value of [a, b]) {
      expect(text).not.toContain(value);
      expect(text).not.toContain(Buffer.from(value).toString('hex'));
      expect(text).not.toContain(Buffer.from(value).toString('base64').slice(0, 20));
    }
    // The root key is not in the database: the key material there is sealed by it.
    for (const encoding of ['hex', 'base64'] as const)
      expect(text).not.toContain(vaultRootKey().toString(encoding));

    // A ciphertext moved onto another secret's row fails its tag there.
    await t.db.query(
      `UPDATE vault_secret_versions SET ciphertext = (SELECT ciphertext FROM vault_secret_versions WHERE secret_id = $2)
       WHERE secret_id = $1`,
      [first.id, second.id],
    );
    await expectError(await reveal(ana, 'ACM1', first.id), 409, 'vault_secret_unreadable');
    // One bit flipped in a ciphertext: refused too.
    await t.db.query(
      `UPDATE vault_secret_versions SET ciphertext = set_byte(ciphertext, 20, get_byte(ciphertext, 20) # 1)
       WHERE secret_id = $1`,
      [second.id],
    );
    await expectError(await reveal(ana, 'ACM1', second.id), 409, 'vault_secret_unreadable');
  });

  it('registers keys (imported material shown by fingerprint only, or generated), refuses bad material', async () => {
    const material = randomBytes(32);
    const res = await send(ana, 'POST', `${base('ACM2')}/keys`, {
      name: 'cliente-hsm',
      key_material: material.toString('base64'),
    });
    const key = await jsonOf<VaultKey>(res, 201);
    expect(key).toMatchObject({
      name: 'cliente-hsm',
      origin: 'imported',
      state: 'enabled',
      active: true,
      version: 1,
    });
    expect(key.fingerprint).toBe(fingerprintOf(material));
    expect(JSON.stringify(key)).not.toContain(material.toString('base64'));
    const generated = await jsonOf<VaultKey>(
      await send(ana, 'POST', `${base('ACM2')}/keys`, { name: 'gerada' }),
      201,
    );
    expect(generated).toMatchObject({ origin: 'generated', active: false });
    const bad = await send(ana, 'POST', `${base('ACM2')}/keys`, {
      name: 'curta',
      key_material: randomBytes(16).toString('base64'),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error_code: 'vault_key_material_invalid',
      error_fields: [{ in: 'body', path: '/key_material', keyword: 'format' }],
    });
    await expectError(
      await send(ana, 'POST', `${base('ACM2')}/keys`, { name: 'gerada' }),
      409,
      'vault_key_name_taken',
      ['gerada'],
    );
    expect(await databaseText()).not.toContain(material.toString('base64'));
  });

  it('rotates a key as an operation that re-wraps every data key; the values stay the same', async () => {
    const value = secretValue();
    const secret = await created(await createSecret(ana, 'ACM2', { name: 'rotated', value }));
    const [key] = (await listKeys('ACM2')).filter((k) => k.name === 'cliente-hsm');
    const before = await t.db.query<{ wrapped: string; ciphertext: string }>(
      `SELECT encode(wrapped_data_key, 'hex') AS wrapped, encode(ciphertext, 'hex') AS ciphertext
       FROM vault_secret_versions WHERE secret_id = $1`,
      [secret.id],
    );
    const asked = await jsonOf<OperationAnswer>(await keyAction('ACM2', key!.id, 'rotate', {}), 202);
    expect(asked.operation).toMatchObject({ kind: 'external_key.rotate', target_id: key!.id });
    await t.app.operations.drain();
    const after = await t.db.query<{ wrapped: string; ciphertext: string; key_version: number }>(
      `SELECT encode(wrapped_data_key, 'hex') AS wrapped, encode(ciphertext, 'hex') AS ciphertext, key_version
       FROM vault_secret_versions WHERE secret_id = $1`,
      [secret.id],
    );
    expect(after[0]).toMatchObject({ ciphertext: before[0]!.ciphertext, key_version: 2 });
    expect(after[0]!.wrapped).not.toBe(before[0]!.wrapped);
    const rotated = (await listKeys('ACM2')).find((k) => k.id === key!.id)!;
    expect(rotated).toMatchObject({ version: 2, pending_rewrap: 0 });
    expect(rotated.last_rotated_at).not.toBeNull();
    expect(rotated.fingerprint).not.toBe(key!.fingerprint);
    expect(await revealed(await reveal(ana, 'ACM2', secret.id))).toBe(value);
    const audits = await t.db.query<{ details: { phase: string }; after: unknown }>(
      `SELECT details, after FROM audit_events WHERE action = 'external_key.rotate' AND target_id = $1 ORDER BY occurred_at`,
      [key!.id],
    );
    expect(audits.map((a) => a.details.phase)).toEqual(['requested', 'finished']);
    expect(audits[1]!.after).toMatchObject({ version: 2, pending_rewrap: 0 });
  });

  it('activates another key: its step moves every data key to it', async () => {
    const value = secretValue();
    const secret = await created(await createSecret(ana, 'ACM2', { name: 'moved', value }));
    const generated = (await listKeys('ACM2')).find((k) => k.name === 'gerada')!;
    await jsonOf<OperationAnswer>(await keyAction('ACM2', generated.id, 'activate'), 202);
    await t.app.operations.drain();
    const keys = await listKeys('ACM2');
    expect(keys.find((k) => k.name === 'gerada')).toMatchObject({ active: true, pending_rewrap: 0 });
    expect(keys.find((k) => k.name === 'cliente-hsm')).toMatchObject({ active: false, wrapped_data_keys: 0 });
    expect(await revealed(await reveal(ana, 'ACM2', secret.id))).toBe(value);
    await expectError(await keyAction('ACM2', generated.id, 'activate'), 409, 'vault_key_state_unchanged');
  });

  it('disabled, the environment refuses reveals and writes until the key is enabled again', async () => {
    const value = secretValue();
    const secret = await created(await createSecret(ana, 'ACM3', { name: 'guarded', value }));
    const [key] = await listKeys('ACM3');
    await expectError(
      await keyAction('ACM3', key!.id, 'disable', { confirmation: 'wrong' }),
      400,
      'vault_confirmation_mismatch',
      [key!.name],
    );
    const disabled = await jsonOf<VaultKey>(
      await keyAction('ACM3', key!.id, 'disable', { confirmation: key!.name }),
    );
    expect(disabled.state).toBe('disabled');
    await expectError(await reveal(ana, 'ACM3', secret.id), 409, 'vault_key_disabled', [key!.name]);
    await expectError(await createSecret(ana, 'ACM3', { name: 'new-one', value }), 409, 'vault_key_disabled');
    await expectError(
      await send(ana, 'POST', `${base('ACM3')}/secrets/${secret.id}/versions`, { value }),
      409,
      'vault_key_disabled',
    );
    await expectError(await keyAction('ACM3', key!.id, 'rotate', {}), 409, 'vault_key_disabled');
    await expectError(
      await keyAction('ACM3', key!.id, 'disable', { confirmation: key!.name }),
      409,
      'vault_key_state_unchanged',
    );
    expect((await listSecrets('ACM3')).key).toMatchObject({ state: 'disabled' });
    await jsonOf<VaultKey>(await keyAction('ACM3', key!.id, 'enable'));
    expect(await revealed(await reveal(ana, 'ACM3', secret.id))).toBe(value);
    const [audit] = await t.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_events WHERE action = 'external_key.disable' AND target_id = $1`,
      [key!.id],
    );
    expect(audit).toMatchObject({ before: { state: 'enabled' }, after: { state: 'disabled' } });
  });

  it("makes one key for an environment's first secrets written at once", async () => {
    const answers = await Promise.all(
      ['first-a', 'first-b', 'first-c'].map((name) =>
        createSecret(diego, 'GLX02', { name, value: secretValue() }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect((await listKeys('GLX02', diego)).map((key) => key.name)).toEqual(['chave-padrao']);
  });

  it('deletes a secret once its name is typed', async () => {
    const secret = await created(
      await createSecret(ana, 'ACM1', { name: 'to-delete', value: secretValue() }),
    );
    const path = `${base('ACM1')}/secrets/${secret.id}`;
    await expectError(
      await send(ana, 'DELETE', `${path}?confirmation=nope`),
      400,
      'vault_confirmation_mismatch',
    );
    expect((await send(ana, 'DELETE', `${path}?confirmation=to-delete`)).status).toBe(204);
    await expectError(
      await send(ana, 'DELETE', `${path}?confirmation=to-delete`),
      404,
      'vault_secret_not_found',
    );
    expect((await listSecrets('ACM1')).secrets.map((s) => s.name)).not.toContain('to-delete');
  });

  it("keeps to the environment rules: 404 for another customer's, 403 without security_center, staff see all", async () => {
    const secret = await created(await createSecret(ana, 'ACM1', { name: 'scoped', value: secretValue() }));
    await expectError(
      await send(bruno, 'GET', `${base('ACM1')}/secrets`, undefined, null),
      404,
      'environment_not_found',
    );
    await expectError(await reveal(bruno, 'ACM1', secret.id), 404, 'environment_not_found');
    await expectError(await send(elisa, 'GET', `${base('ACM1')}/secrets`, undefined, null), 403, 'forbidden');
    await expectError(await reveal(elisa, 'ACM1', secret.id), 403, 'forbidden');
    expect((await listSecrets('ACM1', diego)).secrets.map((s) => s.name)).toContain('scoped');
    await expectError(await reveal(ana, 'ACM2', secret.id), 404, 'vault_secret_not_found');
  });

  it('never shows a value after its creation: not in the logs, the list, the audit log or its CSV export', async () => {
    const value = secretValue();
    const secret = await created(await createSecret(ana, 'ACM1', { name: 'never-logged', value }));
    expect(await revealed(await reveal(ana, 'ACM1', secret.id))).toBe(value);
    const later = [
      await send(ana, 'GET', `${base('ACM1')}/secrets`, undefined, null),
      await send(ana, 'GET', '/api/v1/audit?limit=100', undefined, null),
      await send(ana, 'GET', '/api/v1/audit/export.csv', undefined, null),
      await send(diego, 'GET', '/api/v1/audit/export.csv', undefined, null),
      await send(ana, 'GET', `/api/v1/environments/ACM1/audit`, undefined, null),
    ];
    for (const res of later) {
      const text = await res.text();
      expect(res.status, text.slice(0, 200)).toBe(200);
      expect(text).not.toContain(value);
    }
    const exported = await (await send(ana, 'GET', '/api/v1/audit/export.csv', undefined, null)).text();
    expect(exported).toContain('vault_secret.reveal');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(value);
  });
});
