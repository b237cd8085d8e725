import type { ApiToken, DevProject, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { DevProjectContainer } from './DevProjectContainer';
import { DevProjectsContainer } from './DevProjectsContainer';

const carla: UserInfo = { ...demoUser, features: ['developer'] };
const projectId = '7d0f9a10-1111-4c3e-9b1a-000000000001';
const base = `/api/v1/develop/projects/${projectId}`;
const project: DevProject = {
  project_id: projectId,
  name: 'Integração ERP',
  description: 'ERP do cliente',
  cloud_ids: ['ACM1'],
  active_tokens: 1,
  created_at: '2026-12-01T13:20:00Z',
  updated_at: '2026-12-01T13:20:00Z',
};
const token: ApiToken = {
  token_id: '9a1b0000-2222-4d4d-8e8e-000000000001',
  project_id: projectId,
  name: 'ci-leitura',
  scopes: ['iaas:read'],
  last_four: 'q7Lc',
  state: 'active',
  created_at: '2026-12-01T13:25:00Z',
  expires_at: '2026-12-31T13:25:00Z',
  revoked_at: null,
  last_used_at: null,
  last_used_ip: null,
};
const secret = `nvm_pat_${'Z'.repeat(39)}Wx9k`;

const renderProject = (extra: Parameters<typeof setupFeatures>[0] = {}, copyText = vi.fn(async () => {})) => {
  const features = setupFeatures({
    'GET /api/v1/me': () => json(200, carla),
    [`GET ${base}`]: () => json(200, project),
    [`GET ${base}/tokens`]: () => json(200, { tokens: [token] }),
    ...extra,
  });
  features.render(
    <DevProjectContainer
      projectId={projectId}
      search={new URLSearchParams()}
      onSearchChange={() => {}}
      backHref="/develop/projects"
      copyText={copyText}
    />,
  );
  return { ...features, copyText };
};

test('lists the developer’s projects, each to its page', async () => {
  const features = setupFeatures({
    'GET /api/v1/me': () => json(200, carla),
    'GET /api/v1/develop/projects': () => json(200, { projects: [project] }),
  });
  features.render(
    <DevProjectsContainer
      search={new URLSearchParams()}
      onSearchChange={() => {}}
      projectHref={(id) => `/develop/projects/${id}`}
    />,
  );
  const table = await screen.findByRole('table', { name: 'Seus projetos' });
  expect(await within(table).findByRole('link', { name: 'Integração ERP' })).toHaveAttribute(
    'href',
    `/develop/projects/${projectId}`,
  );
});

test('a token is created with its scopes and expiry, shown once with a copy button, then forgotten', async () => {
  const { requests, copyText } = renderProject({
    [`POST ${base}/tokens`]: () =>
      json(201, { token: { ...token, token_id: '9a1b0000-2222-4d4d-8e8e-000000000002' }, secret }),
  });
  await screen.findByRole('heading', { name: 'Integração ERP' });
  await userEvent.click((await screen.findAllByRole('button', { name: 'Novo token' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Novo token de API' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'ci-novo');
  // No scope chosen: refused before any request.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar token' }));
  await waitFor(() => expect(within(dialog).getByText('Inclua ao menos 1 item.')).toBeInTheDocument());
  expect(requestsTo(requests, `POST ${base}/tokens`)).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /IaaS: leitura GET/ }));
  await userEvent.click(within(dialog).getByRole('radio', { name: '7 dias' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar token' }));

  const created = await screen.findByRole('dialog', { name: 'Token criado' });
  expect(within(created).getByRole('textbox', { name: 'Token' })).toHaveValue(secret);
  await userEvent.click(within(created).getByRole('button', { name: 'Copiar o token' }));
  expect(copyText).toHaveBeenCalledWith(secret);
  expect(await within(created).findByText('Token copiado.')).toBeInTheDocument();
  const [post] = requestsTo(requests, `POST ${base}/tokens`);
  const body = post?.body as { name: string; scopes: string[]; expires_at: string };
  expect(body.name).toBe('ci-novo');
  expect(body.scopes).toEqual(['iaas:read']);
  const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThan(7.1);
  expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

  await userEvent.click(within(created).getByRole('button', { name: 'Já copiei o token' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(document.body.innerHTML).not.toContain(secret);
});

test('a token is revoked after its name is typed', async () => {
  const { requests } = renderProject({
    [`DELETE ${base}/tokens/${token.token_id}`]: () => new Response(null, { status: 204 }),
  });
  const table = await screen.findByRole('table', { name: 'Tokens de API do projeto' });
  expect(await within(table).findByText('nvm_pat_…q7Lc')).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: 'Revogar o token ci-leitura' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revogar o token ci-leitura?' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome do token' }), 'ci-leitura');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar' }));
  expect(
    await screen.findByText('O token ci-leitura foi revogado e deixou de funcionar.'),
  ).toBeInTheDocument();
  expect(requestsTo(requests, `DELETE ${base}/tokens/${token.token_id}`)).toHaveLength(1);
});

test('a project that is not the developer’s says so, with a way back', async () => {
  renderProject({
    [`GET ${base}`]: () =>
      json(404, {
        error_code: 'dev_project_not_found',
        error_vars: [projectId],
        error_msg: '',
        error_fields: [],
      }),
  });
  expect(await screen.findByText('Este projeto não existe ou não é seu.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voltar aos projetos' })).toHaveAttribute(
    'href',
    '/develop/projects',
  );
});
