import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import NotesRoute from './NotesRoute';

const me = {
  fullName: 'Ana Souza',
  firstName: 'Ana',
  email: 'ana@acme.example',
  phone: '+55 11 91234-5678',
  kind: 'customer',
  stream_channel: 'user-ana',
  stream_hash: 'h',
  customers: [
    {
      cloud_id: 'ACM1',
      t_code: 'T10007',
      corporate_name: 'Acme Produção',
      federal_id: '11.345.678/0001-01',
      region: 'sa-east-1',
      budget_id: null,
      primeData: { support_type: 'PRIME' },
    },
  ],
  features: ['list_notes'],
  featureFlags: [],
  alertMessage: [],
  iaas_cancelling: false,
  message: null,
};

const note = (n: number, title: string, checked: boolean) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  content: `Conteúdo de ${title}`,
  checked,
  author: 'Equipe de Operações',
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
});

const routes = {
  'GET /api/v1/me': () => me,
  'GET /api/v1/environments/ACM1/notes': () => ({
    notes: [
      note(1, 'Janela de deploy', true),
      note(2, 'Contato do DBA', true),
      note(3, 'Limpeza de logs', false),
    ],
  }),
};

beforeEach(() => localStorage.setItem('nuvem-current-cloud', 'ACM1'));
afterEach(() => localStorage.clear());

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

test('the current environment’s notes, titled by the route, with the filter and search read from the URL', async () => {
  renderPage(<NotesRoute />, { entry: '/notes?filter=checked&q=dba', routes });
  expect(screen.getByRole('heading', { level: 1, name: 'Notas' })).toBeInTheDocument();
  expect(document.title).toBe('Notas · Nuvem');
  await screen.findByRole('table');
  expect(await screen.findByText('Contato do DBA')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(1);
  expect(screen.getByRole('searchbox', { name: 'Buscar nas notas' })).toHaveValue('dba');
  expect(screen.getByRole('button', { name: 'Marcadas' })).toHaveAttribute('aria-pressed', 'true');
});

test('choosing filters writes them to the URL; “Todas” leaves no filter there', async () => {
  renderPage(<NotesRoute />, { entry: '/notes', routes });
  await screen.findByText('Limpeza de logs');
  await userEvent.click(screen.getByRole('button', { name: 'Não marcadas' }));
  expect(new URL(window.location.href).searchParams.get('filter')).toBe('unchecked');
  expect(bodyRows()).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Todas' }));
  expect(new URL(window.location.href).searchParams.has('filter')).toBe(false);
  expect(bodyRows()).toHaveLength(3);
});

test('an unknown filter in the URL reads as every note', async () => {
  renderPage(<NotesRoute />, { entry: '/notes?filter=sideways', routes });
  await screen.findByText('Limpeza de logs');
  expect(bodyRows()).toHaveLength(3);
  expect(screen.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
});
