import type { CustomerNote } from '@nuvem/api-contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { demoUser } from '../testing/demoUser';
import { json } from '../testing/fakeFetch';
import { requestsTo } from '../testing/fakeApi';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useSWRConfig } from 'swr';
import { NotesContainer } from './NotesContainer';
import { notesKeys } from './notesKeys';
import { useNotes } from './useNotes';
import { useNotesCount } from './useNotesCount';

const note = (n: number, checked: boolean): CustomerNote => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Nota ${n}`,
  content: `Conteúdo ${n}`,
  checked,
  author: 'Equipe de Operações',
  created_at: `2026-03-0${n}T12:00:00.000Z`,
  updated_at: `2026-03-0${n}T13:00:00.000Z`,
});

/** A server whose notes can change under the portal, and whose count follows them. */
function server(initial: CustomerNote[]) {
  let notes = initial;
  return {
    set: (next: CustomerNote[]) => (notes = next),
    routes: {
      'GET /api/v1/environments/ACM1/notes': () => json(200, { notes }),
      'GET /api/v1/environments/ACM1/notes/count': () =>
        json(200, { quantity: notes.filter((n) => n.checked).length }),
    },
  };
}

/** The notes screen and the top bar's link, side by side as the shell shows them. */
const useBoth = () => ({ list: useNotes('ACM1', true), count: useNotesCount('ACM1', true) });

test('the notes, mapped for the table, ready', async () => {
  const api = server([note(2, true), note(1, false)]);
  const { renderHook } = setupFeatures(api.routes);
  const { result } = renderHook(() => useNotes('ACM1', true));
  expect(result.current.state).toEqual({ status: 'loading' });
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready' }));
  expect(result.current.notes[0]).toEqual({
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Nota 2',
    content: 'Conteúdo 2',
    checked: true,
    author: 'Equipe de Operações',
    createdAt: '2026-03-02T12:00:00.000Z',
    updatedAt: '2026-03-02T13:00:00.000Z',
  });
});

test('a refresh of the list brings the top bar’s count along, without asking the count again', async () => {
  const api = server([note(1, true)]);
  const { renderHook, requests } = setupFeatures(api.routes);
  const { result } = renderHook(useBoth);
  await waitFor(() => expect(result.current.count).toBe(1));
  await waitFor(() => expect(result.current.list.state.status).toBe('ready'));
  const countCalls = requestsTo(requests, 'GET /api/v1/environments/ACM1/notes/count').length;

  api.set([note(3, true), note(2, true), note(1, false)]);
  act(() => result.current.list.refresh());
  await waitFor(() => expect(result.current.list.notes).toHaveLength(3));
  expect(result.current.count).toBe(2);
  expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/notes/count')).toHaveLength(countCalls);
});

test('a fresher count that disagrees with the list has the list read again', async () => {
  const api = server([note(1, true)]);
  const { renderHook, requests, session } = setupFeatures(api.routes);
  const { result } = renderHook(() => ({ ...useBoth(), swr: useSWRConfig() }));
  await waitFor(() => expect(result.current.list.state.status).toBe('ready'));
  await waitFor(() => expect(result.current.count).toBe(1));
  const listCalls = requestsTo(requests, 'GET /api/v1/environments/ACM1/notes').length;

  api.set([note(2, true), note(1, true)]);
  // The count is read again (the tab regains focus, the network comes back).
  await act(() => result.current.swr.mutate(notesKeys.count(session.snapshot(), 'ACM1', true)));
  await waitFor(() => expect(result.current.count).toBe(2));
  await waitFor(() => expect(result.current.list.notes).toHaveLength(2));
  expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/notes')).toHaveLength(listCalls + 1);
});

test('a failure is the API error, translated (spec §8)', async () => {
  const { renderHook } = setupFeatures({
    'GET /api/v1/environments/ACM1/notes': () =>
      json(403, { error_code: 'forbidden', error_vars: ['list_notes'], error_message: 'x' }),
  });
  const { result } = renderHook(() => useNotes('ACM1', true));
  await waitFor(() =>
    expect(result.current.state).toEqual({
      status: 'error',
      message: 'Você não tem permissão para fazer isso.',
    }),
  );
});

test('without list_notes or an environment nothing is asked', async () => {
  const { renderHook, requests } = setupFeatures({});
  renderHook(() => [useNotes('ACM1', false), useNotes(undefined, true)]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requests).toEqual([]);
});

const noLists = {
  success: true,
  data: { namespace: 'lists', ccode: null, data: [], updated_at: null },
};

test('the container lists the current environment’s notes, filtered and sorted in memory from the address', async () => {
  localStorage.setItem('nuvem-current-cloud', 'ACM1');
  const api = server([note(1, true), note(2, false), note(3, true)]);
  const { render } = setupFeatures({
    ...api.routes,
    'GET /api/v1/me': () => json(200, demoUser),
    'GET /api/v1/preferences/lists': () => json(200, noLists),
  });
  render(
    <NotesContainer
      search={new URLSearchParams('filter=checked%3Dtrue&sort=-title')}
      onSearchChange={vi.fn()}
    />,
  );
  const table = await screen.findByRole('table');
  await waitFor(() =>
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent?.slice(0, 6)),
    ).toEqual(['Nota 3', 'Nota 1']),
  );
  expect(screen.getByText('3 notas · 2 marcadas')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remover filtro Marcada = Sim' })).toBeInTheDocument();
  localStorage.clear();
});
