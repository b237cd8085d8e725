// The mail: without SMTP_URL each message lands in the outbox as .eml and .json, readable by its owner only;
// the account-link messages come in the recipient's language, their HTML escaped.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { accountLinkMail } from './account-link-mails';
import { createMailer } from './mailer';
import { latestMessageTo, readOutbox } from './outbox';

const dir = join(tmpdir(), `nuvem-mailer-test-${randomUUID()}`);
afterAll(() => rm(dir, { recursive: true, force: true }));

it('writes each message to the outbox as .eml and .json, owner-only', async () => {
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'Nuvem <nao-responda@nuvem.example>',
    outboxDir: dir,
  });
  expect(mailer.outboxDir).toBe(dir);
  expect(await readOutbox(dir)).toEqual([]);
  await mailer.send({
    to: 'ana@acme.example',
    subject: 'Olá',
    text: 'corpo ção\n',
    html: '<p>corpo ção</p>',
  });
  await mailer.send({ to: 'bruno@globex.example', subject: 'Oi', text: 'b\n', html: '<p>b</p>' });
  const names = (await readdir(dir)).sort();
  expect(names.filter((n) => n.endsWith('.eml'))).toHaveLength(2);
  expect(names.filter((n) => n.endsWith('.json'))).toHaveLength(2);
  for (const name of names) expect((await stat(join(dir, name))).mode & 0o777).toBe(0o600);
  expect((await stat(dir)).mode & 0o777).toBe(0o700);
  const eml = await readFile(
    join(
      dir,
      names.find((n) => n.endsWith('.eml'))!,
    ),
    'utf8',
  );
  expect(eml).toMatch(/^From: Nuvem <nao-responda@nuvem\.example>$/m);
  expect(eml).toMatch(/^To: ana@acme\.example$/m);
  expect(eml).toContain('multipart/alternative');
  expect(await latestMessageTo(dir, 'ANA@acme.example')).toMatchObject({
    to: 'ana@acme.example',
    subject: 'Olá',
    text: 'corpo ção\n',
  });
});

it('sends through SMTP when SMTP_URL is set (no outbox)', () => {
  const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'x@y.example', outboxDir: dir });
  expect(mailer.outboxDir).toBeUndefined();
});

it('writes the link mails in the recipient’s language, text and HTML, with the HTML escaped', () => {
  const base = { to: 'a@b.example', name: 'Ana <b>', link: 'http://portal/authentication/reset#token=abc&x' };
  const pt = accountLinkMail({ ...base, purpose: 'password_reset', language: 'pt-BR' });
  const en = accountLinkMail({ ...base, purpose: 'password_reset', language: 'en' });
  const es = accountLinkMail({ ...base, purpose: 'invite', language: 'es', inviter: 'Diego' });
  expect([pt.subject, en.subject, es.subject]).toEqual([
    'Nuvem: redefinição de senha',
    'Nuvem: password reset',
    'Nuvem: usted fue invitado al portal',
  ]);
  expect(pt.text).toContain('Definir nova senha: http://portal/authentication/reset#token=abc&x');
  expect(pt.text).toContain('1 hora');
  expect(es.text).toContain('Diego lo invitó');
  expect(es.text).toContain('72 horas');
  expect(pt.html).toContain('Olá, Ana &lt;b&gt;.');
  expect(pt.html).toContain('href="http://portal/authentication/reset#token=abc&amp;x"');
  expect(pt.html).not.toContain('<b>');
});
