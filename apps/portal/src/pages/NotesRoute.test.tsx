import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import NotesRoute, { notesSearchOf } from './NotesRoute';

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
  'GET /api/v1/preferences/lists': () => ({
    success: true,
    data: { namespace: 'lists', ccode: null, data: [], updated_at: null },
  }),
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

test.each([
  ['filter=checked&q=dba', 'filter=checked%3Dtrue&filter=%3Adba'],
  ['filter=unchecked&sort=title', 'sort=title&filter=checked%3Dfalse'],
  ['filter=all&q=+', ''],
  ['filter=author%3Ddiego', 'filter=author%3Ddiego'],
])('an address made before the list, ?%s, reads as ?%s', (before, after) => {
  expect(notesSearchOf(new URLSearchParams(before)).toString()).toBe(after);
});

test('the current environment’s notes, titled by the route, with the filter and search read from the address', async () => {
  renderPage(<NotesRoute />, { entry: '/notes?filter=checked&q=dba', routes });
  expect(screen.getByRole('heading', { level: 1, name: 'Notas' })).toBeInTheDocument();
  expect(document.title).toBe('Notas · Nuvem');
  await screen.findByRole('table');
  expect(await screen.findByText('Contato do DBA')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Remover filtro “dba”' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remover filtro Marcada = Sim' })).toBeInTheDocument();
});

test('choosing filters writes them to the address; clearing them leaves none', async () => {
  const page = renderPage(<NotesRoute />, { entry: '/notes', routes });
  await screen.findByText('Limpeza de logs');
  await userEvent.type(screen.getByRole('combobox', { name: 'Filtrar' }), 'Marcada = Não{Enter}');
  await waitFor(() => expect(page.location()).toBe('/notes?filter=checked%3Dfalse'));
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  await userEvent.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]!);
  await waitFor(() => expect(page.location()).toBe('/notes'));
  expect(bodyRows()).toHaveLength(3);
});

test('an unknown filter in the address reads as every note', async () => {
  renderPage(<NotesRoute />, { entry: '/notes?filter=sideways', routes });
  await screen.findByText('Limpeza de logs');
  expect(bodyRows()).toHaveLength(3);
});
