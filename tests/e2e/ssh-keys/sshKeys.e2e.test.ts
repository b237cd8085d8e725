import { createHash, generateKeyPairSync } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * Chaves SSH (/ssh-manager-key, issue 31) on the real stack in Chromium: the portal's production build and the
 * API on fresh demo data. Ana pastes a private key by mistake and is warned before anything is sent, then adds
 * a fresh ed25519 public key, sees its SHA256 fingerprint (as ssh-keygen -l prints it) in the list, and finds
 * the key offered by the VM wizard.
 */
let stack: PortalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startPortalStack();
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
});
afterEach(() => context.close());

const url = (to: string) => `${stack.portalUrl}${to}`;

/** A fresh ed25519 pair: its OpenSSH public line, the fingerprint ssh-keygen -l gives, and the private PEM. */
function freshKey(comment: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ type: 'spki', format: 'der' }).subarray(-32);
  const field = (bytes: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, bytes.length]), bytes]);
  const blob = Buffer.concat([field(Buffer.from('ssh-ed25519')), field(raw)]);
  return {
    line: `ssh-ed25519 ${blob.toString('base64')} ${comment}`,
    fingerprint: `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

test('ana adds a key on /ssh-manager-key, sees its fingerprint, and finds it in the VM wizard', async () => {
  const key = freshKey('ana@e2e');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/iaas/ssh-keys'))
      posts.push(request.postData() ?? '');
  });
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await page.goto(url('/ssh-manager-key'));
  await page.getByRole('heading', { level: 1, name: 'Chaves SSH' }).waitFor();
  const table = page.getByRole('table', { name: 'Chaves SSH do ambiente' });
  await table.getByRole('rowheader', { name: 'deploy-producao' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Adicionar chave' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar chave SSH' });
  await dialog.getByRole('textbox', { name: /Nome/ }).fill('e2e-notebook');
  const publicKey = dialog.getByRole('textbox', { name: /Chave pública/ });
  // A private key pasted by mistake: warned under the field, never sent.
  await publicKey.fill(key.privatePem);
  await dialog.getByText(/Isto é uma chave privada/).waitFor();
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await dialog.getByText(/Isto é uma chave privada/).waitFor();
  expect(posts).toEqual([]);

  await publicKey.fill(key.line);
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(posts).toHaveLength(1);
  expect(posts[0]).not.toContain('PRIVATE KEY');
  await page
    .getByText(`A chave e2e-notebook foi adicionada. Impressão digital: ${key.fingerprint}.`)
    .waitFor();
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'e2e-notebook' }) });
  await row.getByText(key.fingerprint, { exact: true }).waitFor();
  await row.getByText('ED25519 (256 bits)').waitFor();
  await row.getByText('ana@acme.example').waitFor();

  // The VM wizard offers it (a fresh page: its own fetch of the environment's keys).
  await page.goto(url('/iaas/manager/create'));
  await page.getByRole('combobox', { name: /Chave SSH/ }).click();
  await page.getByRole('option', { name: `e2e-notebook (${key.fingerprint})` }).waitFor();
}, 120_000);
