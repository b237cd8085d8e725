import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import UserPreferencesRoute from './UserPreferencesRoute';

const preference = (namespace: string, data: unknown) => () => ({
  success: true,
  data: { namespace, ccode: null, data, updated_at: null },
});

test('signed out: the title, a short text that signing in is needed, and a link that returns here', async () => {
  const { calls, location } = renderPage(<UserPreferencesRoute />, {
    entry: '/user-preferences',
    signedIn: false,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Preferências do usuário' })).toBeInTheDocument();
  expect(
    screen.getByText('Para ver e alterar os seus telefones e notas, é preciso entrar no portal.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Entrar no portal' }));
  expect(location()).toBe('/login {"from":"/user-preferences"}');
  expect(calls).toEqual([]);
  expect(document.title).toBe('Preferências do usuário · Nuvem');
});

test('signed in: the form with the saved phones; a save puts them and says so', async () => {
  const put: unknown[] = [];
  const { notices } = renderPage(<UserPreferencesRoute />, {
    entry: '/user-preferences',
    routes: {
      'GET /api/v1/preferences/phones': preference('phones', ['+55 11 91234-5678']),
      'GET /api/v1/preferences/notes': preference('notes', []),
      'PUT /api/v1/preferences/phones': (body) => {
        put.push(body);
        return preference('phones', (body as { data: string[] }).data)();
      },
      'PUT /api/v1/preferences/notes': (body) => preference('notes', (body as { data: unknown[] }).data)(),
    },
  });
  const list = await screen.findByRole('list', { name: 'Telefones para contato' });
  expect(within(list).getByText('+55 11 91234-5678')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Novo telefone' }), '(21) 3333-4444');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(notices.notices()).toMatchObject([{ title: 'Preferências salvas' }]));
  expect(put).toEqual([{ data: ['+55 11 91234-5678', '(21) 3333-4444'] }]);
});
