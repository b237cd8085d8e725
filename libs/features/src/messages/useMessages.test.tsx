import type { Mails, UserMessage } from '@nuvem/api-contract';
import { act, waitFor } from '@testing-library/react';
import { json } from '../testing/fakeFetch';
import { requestsTo } from '../testing/fakeApi';
import { setupFeatures } from '../testing/renderWithFeatures';
import { MESSAGES_CHECK_INTERVAL_MS } from './messagesConstants';
import { useMessages } from './useMessages';

const mail = (n: number, readState = false): UserMessage => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Mensagem ${n}`,
  message: `Texto ${n}`,
  link: n === 1 ? null : `/link/${n}`,
  readState,
  createdAt: `2026-11-2${n}T12:00:00Z`,
  isExternalLink: false,
});
const unread: Mails = { Count: 2, Items: [mail(1), mail(2)] };
const all: Mails = { Count: 2, Items: [mail(1), mail(2), mail(3, true)] };

function setup(
  mails: (include: string | null) => Response | Promise<Response> = (include) =>
    json(200, include === 'read' ? all : unread),
) {
  return setupFeatures({
    'GET /api/v1/mails': (request) => mails(new URL(request.url, 'http://x').searchParams.get('include')),
    'POST /api/v1/mails/read': () => json(200, { updated: 2 }),
    'PATCH /api/v1/mails/00000000-0000-4000-8000-000000000002': () => json(200, mail(2, true)),
  });
}

afterEach(() => vi.useRealTimers());

test('GET /mails: the unread messages, and Count as the envelope’s count', async () => {
  const { renderHook, requests } = setup(() => json(200, { Count: 7, Items: unread.Items }));
  const { result } = renderHook(() => useMessages());
  await waitFor(() => expect(result.current.messages).toHaveLength(2));
  expect(result.current.unreadCount).toBe(7);
  expect(result.current.messages[0]).toEqual({
    id: mail(1).id,
    title: 'Mensagem 1',
    message: 'Texto 1',
    link: undefined,
    readState: false,
    createdAt: mail(1).createdAt,
    isExternalLink: false,
  });
  expect(requests[0]).toMatchObject({
    method: 'GET',
    url: '/api/v1/mails',
    headers: { authorization: 'Bearer a1' },
  });
});

test('checks every 180000 ms, and not while the dropdown is open', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { renderHook, requests } = setup();
  const { result } = renderHook(() => useMessages());
  await waitFor(() => expect(result.current.messages).toHaveLength(2));
  const checks = () => requestsTo(requests, 'GET /api/v1/mails').length;
  expect(checks()).toBe(1);

  await act(() => vi.advanceTimersByTimeAsync(MESSAGES_CHECK_INTERVAL_MS - 1000));
  expect(checks()).toBe(1);
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(checks()).toBe(2);

  act(() => result.current.setOpen(true));
  await act(() => vi.advanceTimersByTimeAsync(3 * MESSAGES_CHECK_INTERVAL_MS));
  expect(checks()).toBe(2);

  act(() => result.current.setOpen(false));
  await act(() => vi.advanceTimersByTimeAsync(MESSAGES_CHECK_INTERVAL_MS));
  expect(checks()).toBe(3);
});

test('‘Marcar todas como lidas’ posts /mails/read, then clears the list without fetching it again', async () => {
  const { renderHook, requests } = setup();
  const { result } = renderHook(() => useMessages());
  await waitFor(() => expect(result.current.messages).toHaveLength(2));
  await act(() => result.current.markAllRead());
  expect(requestsTo(requests, 'POST /api/v1/mails/read')).toHaveLength(1);
  expect(requestsTo(requests, 'POST /api/v1/mails/read')[0]!.body).toBeUndefined();
  expect(result.current.messages).toEqual([]);
  expect(result.current.unreadCount).toBe(0);
  expect(requestsTo(requests, 'GET /api/v1/mails')).toHaveLength(1);
});

test('‘Marcar todas como lidas’ that fails is only logged; the list stays', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { renderHook } = setupFeatures({
    'GET /api/v1/mails': () => json(200, unread),
    'POST /api/v1/mails/read': () => json(500, { error_code: 'internal_error' }),
  });
  const { result } = renderHook(() => useMessages());
  await waitFor(() => expect(result.current.messages).toHaveLength(2));
  await act(() => result.current.markAllRead());
  expect(result.current.messages).toHaveLength(2);
  expect(warn).toHaveBeenCalled();
});

test('‘Ver mensagens antigas’ asks for include=read', async () => {
  const { renderHook, requests } = setup();
  const { result } = renderHook(() => useMessages());
  await waitFor(() => expect(result.current.messages).toHaveLength(2));
  act(() => result.current.showOld());
  await waitFor(() => expect(result.current.messages).toHaveLength(3));
  expect(result.current.showingOld).toBe(true);
  expect(requests.at(-1)!.url).toBe('/api/v1/mails?include=read');
});

test('‘Verificar novas mensagens’ fetches again, ‘Aguarde...’ (checking) meanwhile', async () => {
  let answer: (response: Response) => void = () => undefined;
  let calls = 0;
  const { renderHook } = setup(() => {
    calls += 1;
    return calls === 1 ? json(200, unread) : new Promise<Response>((resolve) => (answer = resolve));
  });
  const { result } = renderHook(() => useMessages());
  await waitFor(() => expect(result.current.messages).toHaveLength(2));
  let checked: Promise<void> = Promise.resolve();
  act(() => {
    checked = result.current.checkNew();
  });
  await waitFor(() => expect(result.current.checking).toBe(true));
  await act(async () => {
    answer(json(200, { Count: 3, Items: [mail(4), ...unread.Items] }));
    await checked;
  });
  expect(result.current.checking).toBe(false);
  expect(result.current.messages).toHaveLength(3);
});

test('a failing message list is only logged, and the list is empty', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { renderHook, notices } = setup(() =>
    json(500, { error_code: 'internal_error', error_message: 'x' }),
  );
  const { result } = renderHook(() => useMessages());
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(result.current.messages).toEqual([]);
  expect(result.current.unreadCount).toBe(0);
  expect(notices.notices()).toEqual([]);
});

test('following a message’s link marks it read (PATCH /mails/:id)', async () => {
  const { renderHook, requests } = setup();
  const { result } = renderHook(() => useMessages());
  await waitFor(() => expect(result.current.messages).toHaveLength(2));
  await act(() => result.current.markRead(result.current.messages[1]!));
  const patch = requestsTo(requests, `PATCH /api/v1/mails/${mail(2).id}`);
  expect(patch[0]!.body).toEqual({ readState: true });
  expect(result.current.messages[1]!.readState).toBe(true);
  expect(result.current.unreadCount).toBe(1);
});
