import type { SupportChannels, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { AssistTokenContainer } from '../assistToken/AssistTokenContainer';
import { useTopologyCheck } from '../routing/useTopologyCheck';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { ContactContainer } from './ContactContainer';
import { contactChannelOf } from './contactChannelOf';

const user: UserInfo = { ...demoUser, features: ['zendesk_ticket_central_show_menu'] };
const hours = { days: 'weekdays' as const, from: '08:00', to: '18:00', time_zone: 'America/Sao_Paulo' };
const channels: SupportChannels = {
  channels: [
    { kind: 'phone', value: '0800 000 0000', audience: 'all', hours },
    { kind: 'email', value: 'suporte@nuvem.example', audience: 'all', hours },
    {
      kind: 'phone',
      value: '0800 000 0001',
      audience: 'prime',
      hours: { days: 'every_day', from: '00:00', to: '24:00', time_zone: 'America/Sao_Paulo' },
    },
  ],
};
const token = { token: '7K4Q-93XD-PL2M-8VWA', expires_at: '2026-11-24T13:00:00.000Z' };

afterEach(() => localStorage.clear());

/** The shell's topology check beside the page, as the portal mounts them. */
function Shell({ cloudId, children }: { cloudId: string; children: React.ReactNode }) {
  useTopologyCheck(cloudId);
  return children;
}

function routes(topologies: () => Response, more = {}) {
  return {
    'GET /api/v1/me': () => json(200, user),
    'GET /api/v1/support/channels': () => json(200, channels),
    'GET /api/v1/environments/ACM1/topologies': topologies,
    'GET /api/v1/environments/ACM2/topologies': topologies,
    ...more,
  };
}

test('maps a channel of the API', () => {
  expect(contactChannelOf(channels.channels[0]!)).toEqual({
    kind: 'phone',
    value: '0800 000 0000',
    audience: 'all',
    hours: { days: 'weekdays', from: '08:00', to: '18:00', timeZone: 'America/Sao_Paulo' },
  });
});

test('a PRIME environment with valid topologies: every channel, the tickets, the token; no warning', async () => {
  localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1');
  const { render } = setupFeatures(routes(() => json(200, { topologies: [] })));
  render(
    <Shell cloudId="ACM1">
      <ContactContainer />
    </Shell>,
  );
  const list = within(await screen.findByRole('region', { name: 'Canais de atendimento' }));
  expect(await list.findByRole('link', { name: 'Ligar para 0800 000 0001' })).toBeInTheDocument();
  expect(list.getAllByRole('listitem')).toHaveLength(3);
  expect(await screen.findByRole('link', { name: 'Ver meus chamados' })).toHaveAttribute('href', '/tickets');
  expect(screen.getByRole('region', { name: 'Token de assistência' })).toBeInTheDocument();
  expect(screen.queryByText(/A lista de topologias/)).not.toBeInTheDocument();
});

test('a STANDARD environment does not list the PRIME line', async () => {
  localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM2');
  const { render } = setupFeatures(routes(() => json(200, { topologies: [] })));
  render(<ContactContainer />);
  const list = within(await screen.findByRole('region', { name: 'Canais de atendimento' }));
  await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2));
  expect(list.queryByText('Linha PRIME')).not.toBeInTheDocument();
});

test('sent here because the topology list failed: the warning first, no tickets, and no second error', async () => {
  localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1');
  const { render, requests, notices } = setupFeatures(
    routes(() => apiError(409, 'topologies_unavailable', ['ACM1'])),
  );
  render(
    <Shell cloudId="ACM1">
      <ContactContainer />
    </Shell>,
  );
  expect(
    await screen.findByRole('heading', {
      level: 2,
      name: 'A lista de topologias do ambiente ACM1 – Acme Produção está indisponível',
    }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Ver meus chamados' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Gerar token' })).toBeInTheDocument();
  // The page read the shell's answer: the topologies were asked once and the failure was shown once.
  expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/topologies')).toHaveLength(1);
  expect(notices.notices().filter((notice) => notice.severity === 'error')).toHaveLength(1);
});

test('without the tickets permission the tickets are not offered', async () => {
  localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1');
  const { render } = setupFeatures({
    ...routes(() => json(200, { topologies: [] })),
    'GET /api/v1/me': () => json(200, { ...user, features: [] }),
  });
  render(<ContactContainer />);
  await screen.findByRole('region', { name: 'Token de assistência' });
  expect(screen.queryByRole('link', { name: 'Ver meus chamados' })).not.toBeInTheDocument();
});

test('the token generated on the page is the one the top bar shows (one live token per user)', async () => {
  localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1');
  const copy = vi.fn(() => Promise.resolve());
  const { render, requests } = setupFeatures(
    routes(() => json(200, { topologies: [] }), {
      'POST /api/v1/environments/ACM1/assist-token': () => json(201, token),
    }),
  );
  render(
    <>
      <AssistTokenContainer cloudId="ACM1" />
      <ContactContainer copy={copy} />
    </>,
  );
  const section = within(await screen.findByRole('region', { name: 'Token de assistência' }));
  await userEvent.click(section.getByRole('button', { name: 'Gerar token' }));
  expect(await section.findByText(token.token)).toBeInTheDocument();
  await userEvent.click(section.getByRole('button', { name: 'Copiar token' }));
  expect(copy).toHaveBeenCalledWith(token.token);
  expect(requestsTo(requests, 'POST /api/v1/environments/ACM1/assist-token')).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Token de assistência' }));
  const popover = within(await screen.findByRole('dialog'));
  expect(popover.getByText(token.token)).toBeInTheDocument();
});
