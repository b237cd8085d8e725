import type { IaasSshKey, IaasSshKeyList, UserInfo } from '@nuvem/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IaasSshKeysContainer } from './IaasSshKeysContainer';
import { useIaasMachineChoices } from './useIaasManager';

const iaasUser: UserInfo = { ...demoUser, features: ['menu_iaas'] };
const list = 'GET /api/v1/environments/ACM1/iaas/ssh-keys';
const post = 'POST /api/v1/environments/ACM1/iaas/ssh-keys';
const keyPath = (id: string) => `DELETE /api/v1/environments/ACM1/iaas/ssh-keys/${id}`;

const sshKey = (n: number, name: string, extra: Partial<IaasSshKey> = {}): IaasSshKey => ({
  id: `6f1c2a52-0d4e-4f5b-9a51-0c1d2e3f4a0${n}`,
  name,
  fingerprint: `SHA256:${String(n).repeat(43)}`,
  key_type: 'ssh-ed25519',
  bits: 256,
  created_by: 'ana@acme.example',
  created_at: '2026-11-15T09:05:00.000Z',
  ...extra,
});
const deploy = sshKey(1, 'deploy-producao', { created_by: null });
const infra = sshKey(2, 'equipe-infra', { key_type: 'ssh-rsa', bits: 3072 });
const added = sshKey(3, 'notebook-ana', { key_type: 'ecdsa-sha2-nistp256' });
const ed25519Line =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPeK9sYxbW3pVd8s6FZ5YF0pW4P3rmj1w6f0ZcRzQk2J ana@notebook';
const privateKey =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n-----END OPENSSH PRIVATE KEY-----';

const refusal = (status: number, code: string, vars: string[], fields: unknown[] = []) =>
  json(status, {
    error_code: code,
    error_vars: vars,
    error_title: 'Erro',
    error_type: 'error',
    error_message: code,
    error_fields: fields,
  });

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

/** What the VM wizard's key picker offers, from its own hook. */
function WizardKeys() {
  const { sshKeys } = useIaasMachineChoices('ACM1', true);
  return <output aria-label="Chaves do assistente">{sshKeys?.map((k) => k.name).join(',')}</output>;
}

function render(routes: Parameters<typeof setupFeatures>[0], copyText = vi.fn(async () => {})) {
  const features = setupFeatures({ 'GET /api/v1/me': () => json(200, iaasUser), ...routes });
  features.render(
    <>
      <IaasSshKeysContainer search={new URLSearchParams()} onSearchChange={() => {}} copyText={copyText} />
      <WizardKeys />
    </>,
  );
  return { ...features, copyText };
}

test('lists the keys with type and bits, copies a fingerprint', async () => {
  const { copyText } = render({
    [list]: () => json(200, { ssh_keys: [deploy, infra] } satisfies IaasSshKeyList),
  });
  const table = await screen.findByRole('table', { name: 'Chaves SSH do ambiente' });
  expect(await within(table).findByText('RSA (3072 bits)')).toBeInTheDocument();
  expect(within(table).getByText('ED25519 (256 bits)')).toBeInTheDocument();
  expect(within(table).getByText('Plataforma')).toBeInTheDocument();
  await userEvent.click(
    within(table).getByRole('button', { name: 'Copiar a impressão digital da chave equipe-infra' }),
  );
  expect(copyText).toHaveBeenCalledWith(infra.fingerprint);
});

test('an empty environment offers to add the first key', async () => {
  render({ [list]: () => json(200, { ssh_keys: [] }) });
  expect(await screen.findByText('Este ambiente ainda não tem chaves SSH.')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Adicionar chave' }).length).toBeGreaterThan(0);
});

test.each([
  [403, 'forbidden', ['menu_iaas'], 'Você não tem permissão'],
  [403, 'iaas_cancelling', [], 'cancel'],
])('a refused list (%s %s) says why', async (status, code, vars, words) => {
  render({ [list]: () => refusal(status, code, vars) });
  expect(await screen.findByText(new RegExp(words, 'i'))).toBeInTheDocument();
});

test('a pasted private key is said under the field at once and never sent', async () => {
  const { requests } = render({ [list]: () => json(200, { ssh_keys: [deploy] }) });
  await userEvent.click((await screen.findAllByRole('button', { name: 'Adicionar chave' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar chave SSH' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'engano');
  const field = within(dialog).getByRole('textbox', { name: /Chave pública/ });
  await userEvent.click(field);
  await userEvent.paste(privateKey);
  expect(
    within(dialog).getByText(/Isto é uma chave privada: ela não foi enviada nem guardada/),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(requestsTo(requests, post)).toEqual([]);
});

test("adds a key: the API's refusal lands on its field, then the key is listed and the wizard offers it", async () => {
  let keys = [deploy];
  let answers = 0;
  const { requests } = render({
    [list]: () => json(200, { ssh_keys: keys }),
    [post]: () => {
      if (++answers === 1)
        return refusal(
          400,
          'iaas_ssh_key_rsa_too_short',
          ['1024', '2048'],
          [{ in: 'body', path: '/public_key', keyword: 'sshKeyRsaTooShort' }],
        );
      keys = [deploy, added];
      return json(201, added);
    },
  });
  expect(await screen.findByLabelText('Chaves do assistente')).toHaveTextContent('deploy-producao');
  await userEvent.click((await screen.findAllByRole('button', { name: 'Adicionar chave' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar chave SSH' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'notebook-ana');
  await userEvent.click(within(dialog).getByRole('textbox', { name: /Chave pública/ }));
  await userEvent.paste(ed25519Line);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  expect(
    await within(dialog).findByText('A chave RSA é curta demais: use uma de 2048 bits ou mais.'),
  ).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const sent = requestsTo(requests, post);
  expect(sent.at(-1)!.body).toEqual({ name: 'notebook-ana', public_key: ed25519Line });
  expect(sent.at(-1)!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  // The same values sent again after a refusal reuse the intent's key.
  expect(sent[0]!.headers['idempotency-key']).toBe(sent[1]!.headers['idempotency-key']);
  expect(
    await screen.findByText(`A chave notebook-ana foi adicionada. Impressão digital: ${added.fingerprint}.`),
  ).toBeInTheDocument();
  expect(await screen.findByRole('rowheader', { name: 'notebook-ana' })).toBeInTheDocument();
  await vi.waitFor(() =>
    expect(screen.getByLabelText('Chaves do assistente')).toHaveTextContent('deploy-producao,notebook-ana'),
  );
}, 60_000);

test('a duplicate key is said in the form', async () => {
  render({
    [list]: () => json(200, { ssh_keys: [deploy] }),
    [post]: () => refusal(409, 'iaas_ssh_key_duplicate', ['deploy-producao']),
  });
  await userEvent.click((await screen.findAllByRole('button', { name: 'Adicionar chave' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar chave SSH' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'outra');
  await userEvent.click(within(dialog).getByRole('textbox', { name: /Chave pública/ }));
  await userEvent.paste(ed25519Line);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  expect(
    await within(dialog).findByText('Esta chave já está no ambiente, com o nome deploy-producao.'),
  ).toBeInTheDocument();
}, 30_000);

test('deletes a key after its name is typed, saying machines keep it; the wizard no longer offers it', async () => {
  let keys = [deploy, infra];
  const { requests } = render({
    [list]: () => json(200, { ssh_keys: keys }),
    [keyPath(infra.id)]: () => {
      keys = [deploy];
      return new Response(null, { status: 204 });
    },
  });
  const table = await screen.findByRole('table', { name: 'Chaves SSH do ambiente' });
  await userEvent.click(await within(table).findByRole('button', { name: 'Excluir a chave equipe-infra' }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir a chave equipe-infra?' });
  expect(dialog).toHaveTextContent('As máquinas já criadas com ela continuam funcionando');
  const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
  expect(confirm).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome da chave' }), 'equipe-infra');
  await userEvent.click(confirm);
  expect(await screen.findByText('A chave foi excluída.')).toBeInTheDocument();
  expect(requestsTo(requests, keyPath(infra.id))[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await vi.waitFor(() =>
    expect(screen.getByLabelText('Chaves do assistente')).toHaveTextContent(/^deploy-producao$/),
  );
}, 30_000);

test('deletes the selected keys after the word is typed, and says which one was refused', async () => {
  const { requests } = render({
    [list]: () => json(200, { ssh_keys: [deploy, infra] }),
    [keyPath(deploy.id)]: () => new Response(null, { status: 204 }),
    [keyPath(infra.id)]: () => refusal(404, 'iaas_ssh_key_not_found', [infra.id]),
  });
  const table = await screen.findByRole('table', { name: 'Chaves SSH do ambiente' });
  await userEvent.click(await within(table).findByRole('checkbox', { name: /deploy-producao/ }));
  await userEvent.click(within(table).getByRole('checkbox', { name: /equipe-infra/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Excluir 2 chaves' }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir 2 chaves?' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Digite excluir' }), 'excluir');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  expect(
    await screen.findByText(
      'Não foi possível excluir a chave equipe-infra: A chave SSH não existe neste ambiente.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('A chave foi excluída.')).toBeInTheDocument();
  expect(requestsTo(requests, keyPath(deploy.id))).toHaveLength(1);
}, 30_000);
