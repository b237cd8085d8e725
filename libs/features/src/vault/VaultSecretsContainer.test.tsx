import type { UserInfo, VaultKey, VaultSecret, VaultSecretList } from '@nuvem/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { VaultKeysContainer } from './VaultKeysContainer';
import { VaultSecretsContainer } from './VaultSecretsContainer';

const securityUser: UserInfo = { ...demoUser, features: ['security_center'] };
const secrets = 'GET /api/v1/environments/ACM1/vault/secrets';
const create = 'POST /api/v1/environments/ACM1/vault/secrets';
const keysList = 'GET /api/v1/environments/ACM1/vault/keys';

const secret: VaultSecret = {
  id: '7a2b3c4d-0000-4000-8000-000000000001',
  name: 'db/password',
  description: 'Banco',
  current_version: 2,
  versions: 2,
  created_at: '2026-11-15T09:05:00.000Z',
  updated_at: '2026-12-01T18:40:00.000Z',
  updated_by: 'ana@acme.example',
};
const reveal = `POST /api/v1/environments/ACM1/vault/secrets/${secret.id}/reveal`;
const enabledKey = {
  id: '8b3c4d5e-0000-4000-8000-000000000002',
  name: 'hsm-acme',
  state: 'enabled' as const,
};

const refusal = (status: number, code: string, vars: string[]) =>
  json(status, {
    error_code: code,
    error_vars: vars,
    error_title: 'Erro',
    error_type: 'error',
    error_message: code,
    error_fields: [],
  });

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

function renderSecrets(routes: Parameters<typeof setupFeatures>[0], copyText = vi.fn(async () => {})) {
  const features = setupFeatures({ 'GET /api/v1/me': () => json(200, securityUser), ...routes });
  features.render(
    <VaultSecretsContainer search={new URLSearchParams()} onSearchChange={() => {}} copyText={copyText} />,
  );
  return { ...features, copyText };
}

test('lists the secrets without values, reveals one on request, copies and hides it', async () => {
  const { copyText, requests } = renderSecrets({
    [secrets]: () => json(200, { secrets: [secret], key: enabledKey } satisfies VaultSecretList),
    [reveal]: () => json(200, { id: secret.id, version: 2, value: 'S3nh@!' }),
  });
  const table = await screen.findByRole('table', { name: 'Segredos do cofre' });
  await userEvent.click(within(table).getByRole('button', { name: 'Abrir o segredo db/password' }));
  const panel = await screen.findByRole('dialog', { name: 'db/password' });
  expect(within(panel).queryByText('S3nh@!')).not.toBeInTheDocument();
  expect(requestsTo(requests, reveal)).toEqual([]);
  await userEvent.click(within(panel).getByRole('button', { name: 'Revelar' }));
  expect(await within(panel).findByText('S3nh@!')).toBeInTheDocument();
  expect(requestsTo(requests, reveal)).toHaveLength(1);
  await userEvent.click(within(panel).getByRole('button', { name: 'Copiar o valor' }));
  expect(copyText).toHaveBeenCalledWith('S3nh@!');
  await userEvent.click(within(panel).getByRole('button', { name: 'Ocultar' }));
  expect(within(panel).queryByText('S3nh@!')).not.toBeInTheDocument();
});

test("a reveal refused while the vault's key is disabled says why", async () => {
  renderSecrets({
    [secrets]: () => json(200, { secrets: [secret], key: enabledKey } satisfies VaultSecretList),
    [reveal]: () => refusal(409, 'vault_key_disabled', ['hsm-acme']),
  });
  const table = await screen.findByRole('table', { name: 'Segredos do cofre' });
  await userEvent.click(within(table).getByRole('button', { name: 'Abrir o segredo db/password' }));
  const panel = await screen.findByRole('dialog', { name: 'db/password' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Revelar' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent(
    'A chave hsm-acme, que protege este cofre, está desativada',
  );
});

test('creates a secret: the values sent once with an Idempotency-Key, the value never shown back', async () => {
  const { requests } = renderSecrets({
    [secrets]: () => json(200, { secrets: [], key: null } satisfies VaultSecretList),
    [create]: () => json(201, { ...secret, name: 'api/token', current_version: 1, versions: 1 }),
  });
  await screen.findByText('Este ambiente ainda não tem segredos no cofre.');
  await userEvent.click(screen.getAllByRole('button', { name: 'Criar segredo' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Criar segredo' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'api/token');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Valor/ }), 'tok-123');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
  expect(await screen.findByText('O segredo api/token foi criado.')).toBeInTheDocument();
  const sent = requestsTo(requests, create);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toMatchObject({ name: 'api/token', value: 'tok-123' });
  expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(screen.queryByText('tok-123')).not.toBeInTheDocument();
});

test('disables a key after its name is typed', async () => {
  const key: VaultKey = {
    id: enabledKey.id,
    name: 'hsm-acme',
    origin: 'imported',
    state: 'enabled',
    active: true,
    version: 1,
    fingerprint: 'SHA256:abc',
    wrapped_data_keys: 1,
    pending_rewrap: 0,
    last_rotated_at: null,
    created_at: '2026-11-15T09:05:00.000Z',
    created_by: 'ana@acme.example',
  };
  const disable = `POST /api/v1/environments/ACM1/vault/keys/${key.id}/disable`;
  const features = setupFeatures({
    'GET /api/v1/me': () => json(200, securityUser),
    [keysList]: () => json(200, { keys: [key] }),
    [disable]: () => json(200, { ...key, state: 'disabled' }),
  });
  features.render(<VaultKeysContainer search={new URLSearchParams()} onSearchChange={() => {}} />);
  const table = await screen.findByRole('table', { name: 'Chaves externas do ambiente' });
  await userEvent.click(within(table).getByRole('button', { name: 'Desativar a chave hsm-acme' }));
  const confirm = await screen.findByRole('dialog', { name: 'Desativar a chave hsm-acme?' });
  await userEvent.type(within(confirm).getByRole('textbox'), 'hsm-acme');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Desativar' }));
  expect(await screen.findByText(/A chave hsm-acme foi desativada/)).toBeInTheDocument();
  expect(requestsTo(features.requests, disable)[0]!.body).toEqual({ confirmation: 'hsm-acme' });
});
