// Password recovery and one-time links on both databases: the same answer for known and unknown e-mails, the
// mail in the outbox in the user's language, a link that works once and not after its time, the password rules,
// sign-ins ended, limits, the invitation, and the raw token nowhere in the log or any answer after its mail.
import { randomUUID } from 'node:crypto';
import { accountLinkTtlSeconds, type PasswordSet, type TokenPair } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { demoPassword, signInAs } from '../../testing/sign-in';
import { postJson, startAppOn, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import { latestMessageTo, readOutbox } from '../../mail/outbox';
import type { OutboxMessage } from '../../mail/mailer';
import { createInvite } from './invite-service';
import { hashAccountLinkToken } from './account-link-tokens';

let t: TestApp;
const log: string[] = [];
/** Every answer body the tests read, searched for tokens at the end. */
const answers: string[] = [];

const ask = async (email: string) => {
  const res = await postJson(t.url('/api/v1/password-recovery'), { email });
  answers.push(await res.clone().text());
  return res;
};
const setPassword = async (token: string, password: string) => {
  const res = await postJson(t.url('/api/v1/password-recovery/password'), { token, password });
  answers.push(await res.clone().text());
  return res;
};
const signIn = (email: string, password: string) => postJson(t.url('/api/v1/session'), { email, password });

/** The message to `email` newer than `after` (the mail is sent after the answer: waited for). */
async function mailTo(email: string, after = 0): Promise<OutboxMessage> {
  for (let i = 0; i < 100; i++) {
    const all = (await readOutbox(t.app.mailer.outboxDir!)).filter((m) => m.to === email);
    if (all.length > after) return all.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${email}`);
}
const countTo = async (email: string) =>
  (await readOutbox(t.app.mailer.outboxDir!)).filter((m) => m.to === email).length;
const tokenOf = (message: OutboxMessage) => /#token=([A-Za-z0-9_-]+)/.exec(message.text)![1]!;

describe.each(databaseKinds)('on %s', (kind) => {
  const tokens: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'info' }, { logStream: { write: (line) => log.push(line) } });
  });
  afterAll(() => t.close());

  it('answers 202 and nothing else, for a known and an unknown e-mail alike; mails only the account', async () => {
    const known = await ask('Elisa@Acme.example');
    const unknown = await ask('nobody@acme.example');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.text()).toBe(await unknown.text());
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    const message = await mailTo('elisa@acme.example');
    expect(await latestMessageTo(t.app.mailer.outboxDir!, 'nobody@acme.example')).toBeUndefined();
    expect(message.subject).toBe('Nuvem: redefinição de senha');
    expect(message.text).toContain('Olá, Elisa');
    expect(message.text).toContain('http://127.0.0.1:4200/authentication/reset#token=');
    expect(message.html).toContain('<a href="http://127.0.0.1:4200/authentication/reset#token=');
    tokens.push(tokenOf(message));
    // Only the hash is stored, valid for one hour.
    const [row] = await t.db.query<{ token_hash: string; seconds: number; purpose: string }>(
      `SELECT token_hash, purpose, extract(epoch FROM expires_at - created_at)::int AS seconds
       FROM account_links WHERE token_hash = $1`,
      [hashAccountLinkToken(tokenOf(message))],
    );
    expect(row).toMatchObject({ purpose: 'password_reset', seconds: accountLinkTtlSeconds.password_reset });
    const raw = await t.db.query('SELECT 1 FROM account_links WHERE token_hash = $1', [tokenOf(message)]);
    expect(raw).toHaveLength(0);
  });

  it('writes the mail in the language of the user’s profile', async () => {
    await t.db.query(`UPDATE users SET language = 'es' WHERE email = 'bruno@globex.example'`);
    await ask('bruno@globex.example');
    const message = await mailTo('bruno@globex.example');
    expect(message.subject).toBe('Nuvem: restablecimiento de contraseña');
    expect(message.html).toContain('lang="es"');
    tokens.push(tokenOf(message));
    await t.db.query(`UPDATE users SET language = 'pt-BR' WHERE email = 'bruno@globex.example'`);
  });

  it('sets the password once: the old one stops, the new one signs in, every sign-in ends, audited', async () => {
    const before = await signInAs(t, 'elisa@acme.example');
    const sent = await countTo('elisa@acme.example');
    await ask('elisa@acme.example');
    const token = tokenOf(await mailTo('elisa@acme.example', sent));
    tokens.push(token);
    const newPassword = `nova-senha-${randomUUID().slice(0, 8)}`;
    expect(await jsonOf<PasswordSet>(await setPassword(token, newPassword))).toEqual({
      email: 'elisa@acme.example',
    });
    expect((await call(t, 'GET', '/api/v1/me', before)).status).toBe(401);
    expect((await signIn('elisa@acme.example', demoPassword)).status).toBe(401);
    expect((await signIn('elisa@acme.example', newPassword)).status).toBe(200);
    await expectError(await setPassword(token, 'outra-senha-123'), 400, 'account_link_used');
    expect((await signIn('elisa@acme.example', newPassword)).status).toBe(200);
    const audit = await t.db.query<{ action: string; details: Record<string, unknown> }>(
      `SELECT action, details FROM audit_events a JOIN users u ON u.id = a.subject_user_id
       WHERE u.email = 'elisa@acme.example' AND action = 'password.reset'`,
    );
    expect(audit).toEqual([
      { action: 'password.reset', details: { link: 'password_reset', ended_sign_ins: 1 } },
    ]);
    // Back to the demo password, for the tests after.
    await ask('elisa@acme.example');
    const again = tokenOf(await mailTo('elisa@acme.example', sent + 1));
    tokens.push(again);
    expect((await setPassword(again, demoPassword)).status).toBe(200);
  });

  it('works once when two requests spend one link at the same time', async () => {
    const sent = await countTo('carla@parceira.example');
    await ask('carla@parceira.example');
    const token = tokenOf(await mailTo('carla@parceira.example', sent));
    tokens.push(token);
    const statuses = await Promise.all([setPassword(token, demoPassword), setPassword(token, demoPassword)]);
    expect(statuses.map((res) => res.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link, an unknown one, and a password against the rules, writing nothing', async () => {
    const sent = await countTo('diego@nuvem.example');
    await ask('diego@nuvem.example');
    const token = tokenOf(await mailTo('diego@nuvem.example', sent));
    tokens.push(token);
    const short = await setPassword(token, 'curta');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error_fields: { path: string }[] }).error_fields[0]?.path).toBe(
      '/password',
    );
    await t.db.query(
      `UPDATE account_links SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [hashAccountLinkToken(token)],
    );
    await expectError(await setPassword(token, demoPassword), 400, 'account_link_expired');
    await expectError(await setPassword('x'.repeat(43), demoPassword), 400, 'account_link_invalid');
    expect((await signIn('diego@nuvem.example', demoPassword)).status).toBe(200);
  });

  it('limits reset mails per account (same answer past it) and asks per address as the sign-in', async () => {
    const limited = await startAppOn(t.db, {
      passwordResetLimit: { max: 2, windowMs: 60_000 },
      authRateLimit: { max: 4, windowMs: 60_000 },
    });
    try {
      const email = 'fabio@initech.example';
      const asked = [];
      for (let i = 0; i < 4; i++)
        asked.push((await postJson(limited.url('/api/v1/password-recovery'), { email })).status);
      expect(asked).toEqual([202, 202, 202, 202]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await readOutbox(limited.app.mailer.outboxDir!)).filter((m) => m.to === email)).toHaveLength(2);
      const fifth = await postJson(limited.url('/api/v1/password-recovery'), { email });
      expect(fifth.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('invites: an invited user without a password, a 72-hour link that sets it and makes them active', async () => {
    const [ana] = await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'ana@acme.example'`);
    const email = `convidado-${randomUUID().slice(0, 8)}@acme.example`;
    const { userId } = await createInvite(t.db, t.app.mailer, {
      email,
      fullName: 'Pessoa Convidada',
      invitedBy: ana!.id,
      portalUrl: 'http://127.0.0.1:4200',
    });
    const [user] = await t.db.query<{ state: string; password_hash: string | null }>(
      'SELECT state, password_hash FROM users WHERE id = $1',
      [userId],
    );
    expect(user).toEqual({ state: 'invited', password_hash: null });
    const message = await mailTo(email);
    expect(message.text).toContain('Ana');
    expect(message.subject).toBe('Nuvem: você foi convidado para o portal');
    const token = tokenOf(message);
    tokens.push(token);
    const [link] = await t.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM account_links WHERE user_id = $1`,
      [userId],
    );
    expect(link!.seconds).toBe(accountLinkTtlSeconds.invite);
    expect((await signIn(email, 'qualquer-coisa-1')).status).toBe(401);
    expect((await setPassword(token, 'senha-do-convite-1')).status).toBe(200);
    const pair = await jsonOf<TokenPair>(await signIn(email, 'senha-do-convite-1'));
    expect(pair.token_type).toBe('Bearer');
    await expect(
      createInvite(t.db, t.app.mailer, { email, fullName: 'X', invitedBy: ana!.id, portalUrl: 'http://x' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'user_already_exists' });
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE subject_user_id = $1 ORDER BY occurred_at`,
      [userId],
    );
    expect(audit.map((a) => a.action)).toEqual(['user.invite', 'password.reset']);
  });

  it('never shows a raw token in the log or in any answer', () => {
    expect(tokens.length).toBeGreaterThanOrEqual(7);
    expect(log.length).toBeGreaterThan(10);
    const everything = [...log, ...answers].join('\n');
    for (const token of tokens) expect(everything).not.toContain(token);
  });
});
