import type { PreferenceNote } from '@nuvem/api-contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PHONE_CHECK_FLAG } from '../registration/needsPhone';
import { useIncompleteRegistration } from '../registration/useIncompleteRegistration';
import { demoUser } from '../testing/demoUser';
import { apiError, json, type SeenRequest } from '../testing/fakeFetch';
import { requestsTo } from '../testing/fakeApi';
import { setupFeatures } from '../testing/renderWithFeatures';
import { UserPreferencesContainer } from './UserPreferencesContainer';
import { useUserPreferences } from './useUserPreferences';

const answer = (namespace: string, data: unknown) =>
  json(200, { success: true, data: { namespace, ccode: null, data, updated_at: null } });

/** The preferences on a fake server that keeps what is put, unless `refuse` names the namespace. */
function server(initial: { phones: string[]; notes: PreferenceNote[] }, refuse?: 'phones' | 'notes') {
  const stored = { ...initial };
  const put = (namespace: 'phones' | 'notes') => (request: SeenRequest) => {
    if (namespace === refuse) return apiError(400, 'validation_failed', ['data']);
    stored[namespace] = (request.body as { data: never }).data;
    return answer(namespace, stored[namespace]);
  };
  return {
    stored,
    routes: {
      'GET /api/v1/me': () => json(200, { ...demoUser, phone: null, featureFlags: [PHONE_CHECK_FLAG] }),
      'GET /api/v1/preferences/phones': () => answer('phones', stored.phones),
      'GET /api/v1/preferences/notes': () => answer('notes', stored.notes),
      'PUT /api/v1/preferences/phones': put('phones'),
      'PUT /api/v1/preferences/notes': put('notes'),
    },
  };
}

const note: PreferenceNote = { id: 'n1', text: 'Revisar backups', checked: false };

beforeEach(() => sessionStorage.clear());

test('reads both preferences, ready when both answered', async () => {
  const { renderHook } = setupFeatures(server({ phones: ['+55 11 91234-5678'], notes: [note] }).routes);
  const { result } = renderHook(() => useUserPreferences());
  expect(result.current.state).toEqual({ status: 'loading' });
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready' }));
  expect(result.current.values).toEqual({ phones: ['+55 11 91234-5678'], notes: [note] });
});

test('a save puts both lists, shows a toast, and answers the incomplete-registration check at once', async () => {
  const api = server({ phones: [], notes: [] });
  const { renderHook, requests, notices } = setupFeatures(api.routes);
  const { result } = renderHook(() => ({ prefs: useUserPreferences(), modal: useIncompleteRegistration() }));
  await waitFor(() => expect(result.current.modal.open).toBe(true));
  await waitFor(() => expect(result.current.prefs.state.status).toBe('ready'));
  const phonesReads = requestsTo(requests, 'GET /api/v1/preferences/phones').length;

  let saved: boolean | undefined;
  await act(async () => {
    saved = await result.current.prefs.save({ phones: ['+55 11 91234-5678'], notes: [note] });
  });
  expect(saved).toBe(true);
  expect(requestsTo(requests, 'PUT /api/v1/preferences/phones')[0]?.body).toEqual({
    data: ['+55 11 91234-5678'],
  });
  expect(requestsTo(requests, 'PUT /api/v1/preferences/notes')[0]?.body).toEqual({ data: [note] });
  // The answers went into the cache: the modal closed without reading the phones again.
  expect(result.current.modal.open).toBe(false);
  expect(requestsTo(requests, 'GET /api/v1/preferences/phones')).toHaveLength(phonesReads);
  expect(result.current.prefs.values).toEqual({ phones: ['+55 11 91234-5678'], notes: [note] });
  expect(result.current.prefs.saving).toBe(false);
  expect(notices.notices()).toMatchObject([
    {
      severity: 'success',
      title: 'Preferências salvas',
      message: 'Seus telefones e notas foram atualizados.',
    },
  ]);
  // GET /me, which the check reads too, is asked again.
  await waitFor(() => expect(requestsTo(requests, 'GET /api/v1/me').length).toBeGreaterThan(1));
});

test('a refused save keeps what was saved, says why, and shows no toast', async () => {
  const api = server({ phones: ['+55 11 91234-5678'], notes: [] }, 'notes');
  const { renderHook, notices } = setupFeatures(api.routes);
  const { result } = renderHook(() => useUserPreferences());
  await waitFor(() => expect(result.current.state.status).toBe('ready'));
  let saved: boolean | undefined;
  await act(async () => {
    saved = await result.current.save({ phones: ['(21) 3333-4444'], notes: [note] });
  });
  expect(saved).toBe(false);
  expect(result.current.saveError).toBe('Os dados enviados são inválidos. Verifique-os e tente novamente.');
  // The phones were saved all the same.
  expect(result.current.values.phones).toEqual(['(21) 3333-4444']);
  expect(notices.notices()).toEqual([]);
});

test('a failed read is the API error, translated, and a retry reads again', async () => {
  let fail = true;
  const api = server({ phones: [], notes: [] });
  const { renderHook } = setupFeatures({
    ...api.routes,
    'GET /api/v1/preferences/notes': () =>
      fail ? apiError(503, 'database_unavailable') : answer('notes', []),
  });
  const { result } = renderHook(() => useUserPreferences());
  await waitFor(() =>
    expect(result.current.state).toEqual({
      status: 'error',
      message: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    }),
  );
  fail = false;
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready' }));
});

test('the container: a phone typed and saved', async () => {
  const api = server({ phones: [], notes: [] });
  const { render } = setupFeatures(api.routes);
  render(<UserPreferencesContainer />);
  const field = await screen.findByRole('textbox', { name: 'Novo telefone' });
  fireEvent.change(field, { target: { value: '+55 11 91234-5678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(api.stored.phones).toEqual(['+55 11 91234-5678']));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
  expect(screen.getByRole('list', { name: 'Telefones para contato' })).toHaveTextContent('+55 11 91234-5678');
});

test('the container: lists the API would refuse are refused before any request, under their list', async () => {
  // A note kept before the rules of today: its id has a space, which the API's schema refuses.
  const api = server({ phones: [], notes: [{ id: 'bad id', text: 'Antiga', checked: false }] });
  const { render, requests } = setupFeatures(api.routes);
  render(<UserPreferencesContainer />);
  fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Nota 1: O formato não é válido.')).toHaveAttribute('role', 'alert');
  expect(requestsTo(requests, 'PUT /api/v1/preferences/notes')).toHaveLength(0);
  expect(requestsTo(requests, 'PUT /api/v1/preferences/phones')).toHaveLength(0);
});

test("the container: a 400's error_fields show under their list; a retry sends the same Idempotency-Keys", async () => {
  const api = server({ phones: [], notes: [note] });
  const { render, requests } = setupFeatures({
    ...api.routes,
    'PUT /api/v1/preferences/notes': () =>
      json(400, {
        error_code: 'validation_failed',
        error_vars: ['data.0.text'],
        error_title: 'Erro',
        error_type: 'error',
        error_message: 'Invalid request',
        error_fields: [{ in: 'body', path: '/data/0/text', keyword: 'maxLength', limit: 1000 }],
      }),
  });
  render(<UserPreferencesContainer />);
  fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Nota 1: Informe no máximo 1000 caracteres.')).toHaveAttribute(
    'role',
    'alert',
  );
  // On its list, not as the form's alert.
  expect(screen.queryByText('Não foi possível salvar as preferências')).not.toBeInTheDocument();
  const keys = () =>
    ['phones', 'notes'].map((ns) =>
      requestsTo(requests, `PUT /api/v1/preferences/${ns}`).map((r) => r.headers['idempotency-key']),
    );
  const [phonesKey, notesKey] = keys().map((sent) => sent[0]);
  expect(phonesKey).toMatch(/:phones$/);
  expect(notesKey).toBe(phonesKey!.replace(/:phones$/, ':notes'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(keys()[1]).toHaveLength(2));
  expect(keys()).toEqual([
    [phonesKey, phonesKey],
    [notesKey, notesKey],
  ]);
});
