import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { AssistTokenContainer } from './AssistTokenContainer';

const token = { token: '7K4Q-93XD-PL2M-8VWA', expires_at: '2026-11-24T13:00:00.000Z' };

test('generates a token for the current environment, shows it once and copies it', async () => {
  const { render, requests } = setupFeatures({
    'POST /api/v1/environments/ACM1/assist-token': () => json(201, token),
  });
  const copy = vi.fn(() => Promise.resolve());
  const { rerender } = render(<AssistTokenContainer cloudId="ACM1" copy={copy} />);
  await userEvent.click(screen.getByRole('button', { name: 'Token de assistência' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Nenhum token gerado.')).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Gerar token' }));
  expect(await dialog.findByText(token.token)).toBeInTheDocument();
  expect(requestsTo(requests, 'POST /api/v1/environments/ACM1/assist-token')).toHaveLength(1);
  await userEvent.click(dialog.getByRole('button', { name: 'Copiar token' }));
  expect(copy).toHaveBeenCalledWith(token.token);

  // Another environment: the token was for ACM1 only.
  rerender(<AssistTokenContainer cloudId="ACM2" copy={copy} />);
  await waitFor(() => expect(screen.queryByText(token.token)).not.toBeInTheDocument());
});

test('a failed generation says so', async () => {
  const { render } = setupFeatures({
    'POST /api/v1/environments/ACM1/assist-token': () => apiError(403, 'impersonation_read_only'),
  });
  render(<AssistTokenContainer cloudId="ACM1" />);
  await userEvent.click(screen.getByRole('button', { name: 'Token de assistência' }));
  const dialog = within(await screen.findByRole('dialog'));
  await userEvent.click(dialog.getByRole('button', { name: 'Gerar token' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('Não foi possível gerar o token.');
});

test('without an environment: nothing', () => {
  const { render } = setupFeatures({});
  const { container } = render(<AssistTokenContainer cloudId={undefined} />);
  expect(container).toBeEmptyDOMElement();
});
