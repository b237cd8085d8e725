import { screen } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import ContactRoute from './ContactRoute';

const me = {
  fullName: 'Fábio Nunes',
  firstName: 'Fábio',
  email: 'fabio@initech.example',
  phone: null,
  kind: 'customer',
  stream_channel: 'user-fabio',
  stream_hash: 'h',
  customers: [
    {
      cloud_id: 'INT1',
      t_code: 'T10315',
      corporate_name: 'Initech Serviços',
      federal_id: '54.345.678/0001-44',
      region: 'sa-east-1',
      budget_id: null,
      primeData: { support_type: 'STANDARD' },
    },
  ],
  features: [],
  featureFlags: [],
  alertMessage: [],
  iaas_cancelling: false,
  message: null,
};

const hours = { days: 'weekdays', from: '08:00', to: '18:00', time_zone: 'America/Sao_Paulo' };

beforeEach(() => localStorage.setItem('nuvem-current-cloud', 'INT1'));
afterEach(() => localStorage.clear());

test('titled by its menu entry, with the channels and the assist token, open without any feature', async () => {
  renderPage(<ContactRoute />, {
    entry: '/contact',
    routes: {
      'GET /api/v1/me': () => me,
      'GET /api/v1/support/channels': () => ({
        channels: [
          { kind: 'phone', value: '0800 000 0000', audience: 'all', hours },
          { kind: 'email', value: 'suporte@nuvem.example', audience: 'all', hours },
        ],
      }),
    },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Geração de token' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Você está em' })).toHaveTextContent('Suporte');
  expect(document.title).toBe('Geração de token · Nuvem');
  expect(await screen.findByRole('link', { name: 'Ligar para 0800 000 0000' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Gerar token' })).toBeInTheDocument();
  // Without the tickets permission the tickets are not offered.
  expect(screen.queryByRole('link', { name: 'Ver meus chamados' })).not.toBeInTheDocument();
});
