import type { UsageTermCurrent, UsageTermVersion } from '@nuvem/api-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { UsageTermsGateContainer } from './UsageTermsGateContainer';

const version: UsageTermVersion = {
  id: '5c1d2e3f-0000-4000-8000-000000000002',
  version: 2,
  title: 'Termos de uso da Nuvem',
  body: 'Primeiro parágrafo.\n\n<script>alert(1)</script>',
  customer_codes: [],
  published_at: '2026-12-01T12:00:00.000Z',
  created_at: '2026-11-30T12:00:00.000Z',
};
const current = 'GET /api/v1/usage-terms/current';
const accept = `POST /api/v1/usage-terms/${version.id}/accept`;

function renderGate(answer: UsageTermCurrent) {
  const features = setupFeatures({
    'GET /api/v1/me': () => json(200, demoUser),
    [current]: () => json(200, answer),
    [accept]: () =>
      json(201, { version, accepted_at: '2026-12-07T12:00:00.000Z' } satisfies UsageTermCurrent),
    'DELETE /api/v1/session': () => new Response(null, { status: 204 }),
  });
  features.render(<UsageTermsGateContainer />);
  return features;
}

test('asks for the current version until accepted, with an Idempotency-Key, then lets the portal be', async () => {
  const { requests } = renderGate({ version, accepted_at: null });
  const dialog = await screen.findByRole('dialog', { name: 'Termos de uso da Nuvem' });
  // The body is text: a tag in it is shown, never run.
  expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
  expect(dialog.querySelector('script')).toBeNull();
  const button = screen.getByRole('button', { name: 'Aceitar' });
  expect(button).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Li e aceito os termos' }));
  await userEvent.click(button);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const [sent] = requestsTo(requests, accept);
  expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
});

test('declining signs out', async () => {
  const { requests } = renderGate({ version, accepted_at: null });
  await userEvent.click(await screen.findByRole('button', { name: 'Recusar e sair' }));
  await waitFor(() => expect(requestsTo(requests, 'DELETE /api/v1/session')).toHaveLength(1));
});

test.each<[string, UsageTermCurrent]>([
  ['once accepted', { version, accepted_at: '2026-12-02T12:00:00.000Z' }],
  ['when no terms apply', { version: null, accepted_at: null }],
])('asks nothing %s', async (_, answer) => {
  const { requests } = renderGate(answer);
  await waitFor(() => expect(requestsTo(requests, current)).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(screen.queryByRole('dialog')).toBeNull();
});
