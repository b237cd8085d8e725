import type { MigrationNotice, Operation, PushAlert } from '@nuvem/api-contract';
import { act, waitFor } from '@testing-library/react';
import { demoUser } from '../testing/demoUser';
import { FakeEventSource } from '../testing/FakeEventSource';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useEnvironmentPipelines } from '../pipelines/usePipelines';
import { useShellAlerts, type ShellAlertsOptions } from './useShellAlerts';

const hour = 3_600_000;
const notice = (id: string, CCODE: string, startsIn: number): MigrationNotice => ({
  id,
  CCODE,
  'DATA INICIAL': '01/12/2026',
  'HORARIO INICIAL': '22:00',
  'DATA FINAL': '02/12/2026',
  'HORARIO FINAL': '02:00',
  MENSAGEM: `Migração ${id}.`,
  starts_at: new Date(Date.now() + startsIn).toISOString(),
  ends_at: new Date(Date.now() + startsIn + 4 * hour).toISOString(),
});
const ticket = (cloudId: string) => ({
  channel: `${cloudId}-generic-message`,
  user: 'user-ana',
  hash: `hash-${cloudId}`,
  path: `/api/v1/streams/${cloudId}-generic-message?user=user-ana&hash=hash-${cloudId}`,
});

function setup(
  communications = () => json(200, { communication_events: [] as unknown[] }),
  pipelines = () => json(200, { actions: [] as unknown[] }),
) {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.instances = [];
  return setupFeatures({
    'GET /api/v1/me': () =>
      json(200, { ...demoUser, alertMessage: [{ type: 'warning', text: 'Conta em cancelamento.' }] }),
    'GET /api/v1/environments/ACM1/communications': communications,
    'GET /api/v1/environments/ACM2/communications': () => json(200, { communication_events: [] }),
    'GET /api/v1/alerts': () =>
      json(200, {
        alerts: [{ id: 'a1', type: 'info', text: 'Dados atualizados.', created_at: '2026-11-21T10:00:00Z' }],
      }),
    'GET /api/v1/environments/ACM1/migration-notices': () =>
      json(200, {
        notices: [
          notice('soon', 'T10007', 2 * 24 * hour),
          notice('later', 'T10007', 10 * 24 * hour),
          notice('other', 'T99999', hour),
        ],
      }),
    'GET /api/v1/environments/ACM2/migration-notices': () => json(200, { notices: [] }),
    'GET /api/v1/streams/ACM1-generic-message/ticket': () => json(200, ticket('ACM1')),
    'GET /api/v1/streams/ACM2-generic-message/ticket': () => json(200, ticket('ACM2')),
    'GET /api/v1/environments/ACM1/pipelines': pipelines,
  });
}

const acm1: ShellAlertsOptions = { cloudId: 'ACM1', tCode: 'T10007' };

const incident = (created_at: string) => () =>
  json(200, {
    communication_events: [
      { id: 'c1', notification_type: 'alert', top_type: 'danger', content: 'Incidente.', created_at },
    ],
  });

beforeEach(() => window.localStorage.clear());

test('communications, legacy alerts (and the account’s) and the migration notices in their window, the most urgent first', async () => {
  const { renderHook } = setup(incident('2026-11-20T10:00:00Z'));
  const { result } = renderHook(() => useShellAlerts(acm1));
  await waitFor(() => expect(result.current.alerts).toHaveLength(4));
  expect(result.current.alerts.map((a) => [a.id, a.severity])).toEqual([
    ['communication:c1', 'critical'], // 2026-11-20
    // Undated warnings: in the order of the sources.
    ['account:0:Conta em cancelamento.', 'warning'],
    ['migration:soon', 'warning'],
    // The newest, but the least urgent.
    ['alert:a1', 'normal'], // 2026-11-21
  ]);
});

test('a closed alert stays closed after a reload, for this user only, until it changes', async () => {
  const first = setup(incident('2026-11-20T10:00:00Z'));
  const page = first.renderHook(() => useShellAlerts(acm1));
  await waitFor(() => expect(page.result.current.alerts).toHaveLength(4));
  act(() => page.result.current.dismiss('communication:c1'));
  expect(page.result.current.alerts.map((a) => a.id)).not.toContain('communication:c1');
  page.unmount();

  // The page is loaded again: the same alert stays closed.
  const reloaded = setup(incident('2026-11-20T10:00:00Z')).renderHook(() => useShellAlerts(acm1));
  await waitFor(() => expect(reloaded.result.current.alerts).toHaveLength(3));
  expect(reloaded.result.current.alerts.map((a) => a.id)).not.toContain('communication:c1');
  expect(Object.keys(window.localStorage)).toContain('nuvem.alerts.dismissed.ana@acme.example');
  reloaded.unmount();

  // Rewritten, it is a new alert and shows again.
  const rewritten = setup(() =>
    json(200, {
      communication_events: [
        {
          id: 'c1',
          notification_type: 'alert',
          top_type: 'danger',
          content: 'Incidente resolvido em parte.',
          created_at: '2026-11-20T10:00:00Z',
        },
      ],
    }),
  ).renderHook(() => useShellAlerts(acm1));
  await waitFor(() => expect(rewritten.result.current.alerts).toHaveLength(4));
  rewritten.unmount();

  // The record belongs to its user: the same one under another user's name hides nothing from ana.
  const anaKey = 'nuvem.alerts.dismissed.ana@acme.example';
  window.localStorage.setItem(
    'nuvem.alerts.dismissed.bruno@globex.example',
    window.localStorage.getItem(anaKey)!,
  );
  window.localStorage.removeItem(anaKey);
  const ana = setup(incident('2026-11-20T10:00:00Z')).renderHook(() => useShellAlerts(acm1));
  await waitFor(() => expect(ana.result.current.alerts).toHaveLength(4));
});

test('a communications failure shows ‘Erro’ - ‘Não foi possível obter a lista de alertas’', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { renderHook, notices } = setup(() =>
    json(500, { error_code: 'internal_error', error_message: 'boom' }),
  );
  renderHook(() => useShellAlerts(acm1));
  await waitFor(() =>
    expect(notices.notices()).toEqual([
      {
        id: 'alerts:communications',
        severity: 'error',
        title: 'Erro',
        message: 'Não foi possível obter a lista de alertas',
      },
    ]),
  );
});

test('monitor messages of the user’s stream become alerts, one per host; a closed one comes back when it changes', async () => {
  const { renderHook } = setup();
  const { result } = renderHook(() => useShellAlerts(acm1));
  await waitFor(() => expect(FakeEventSource.open('/user-ana')).toHaveLength(1));
  const [stream] = FakeEventSource.open('/user-ana');
  expect(stream!.url).toBe('/api/v1/streams/user-ana?user=user-ana&hash=hash-ana');
  const alarm = (currentSeverity: string, message: string) => ({
    type: 'monitor',
    data: {
      hostname: 'srv-db',
      type: 'disk',
      message,
      currentSeverity,
      startedAt: '2026-11-21T10:00:00Z',
      endedAt: null,
    },
  });

  act(() => stream!.emit('monitor', alarm('fatal', 'Disco cheio.')));
  await waitFor(() =>
    expect(result.current.alerts.find((a) => a.id === 'monitor:srv-db:disk')).toMatchObject({
      severity: 'critical',
      title: 'srv-db',
    }),
  );
  act(() => stream!.emit('monitor', alarm('ok', 'Disco normalizado.'), '2'));
  const monitorAlerts = () => result.current.alerts.filter((a) => a.id.startsWith('monitor:'));
  expect(monitorAlerts()).toEqual([
    {
      id: 'monitor:srv-db:disk',
      severity: 'normal',
      title: 'srv-db',
      text: 'Disco normalizado.',
      textLang: 'pt-BR',
      createdAt: '2026-11-21T10:00:00Z',
    },
  ]);

  act(() => result.current.dismiss('monitor:srv-db:disk'));
  expect(monitorAlerts()).toEqual([]);
  act(() => stream!.emit('monitor', alarm('warning', 'Disco em 85%.'), '3'));
  expect(monitorAlerts()).toMatchObject([{ severity: 'warning', text: 'Disco em 85%.' }]);
});

test('a push alert pops up ‘Atenção!’ with its error_code translated, and is reported', async () => {
  const onPushAlert = vi.fn();
  const { renderHook, notices } = setup();
  renderHook(() => useShellAlerts({ ...acm1, onPushAlert }));
  await waitFor(() => expect(FakeEventSource.open('/user-ana')).toHaveLength(1));
  const push: PushAlert = {
    error_code: 'environment_not_found',
    error_vars: ['ACM9'],
    msg: 'Environment ACM9 not found',
    pipeline_status: 'USER_FAILED',
  };
  act(() => FakeEventSource.open('/user-ana')[0]!.emit('alert', push));
  expect(notices.notices()).toMatchObject([
    {
      severity: 'warning',
      title: 'Atenção!',
      message: 'O ambiente ACM9 não foi encontrado ou você não tem acesso a ele.',
    },
  ]);
  expect(onPushAlert).toHaveBeenCalledWith(push);

  // Code 10002 fills in two variables (spec §8).
  act(() =>
    FakeEventSource.open('/user-ana')[0]!.emit(
      'alert',
      { ...push, error_code: '10002', error_vars: ['Reiniciar servidor', 'ACM1'] },
      '2',
    ),
  );
  expect(notices.notices().at(-1)).toMatchObject({
    title: 'Atenção!',
    message: 'A ação Reiniciar servidor falhou no ambiente ACM1.',
  });

  // A code without a translation shows the alert's own text.
  act(() => FakeEventSource.open('/user-ana')[0]!.emit('alert', { ...push, error_code: '99999' }, '3'));
  expect(notices.notices().at(-1)).toMatchObject({
    title: 'Atenção!',
    message: 'Environment ACM9 not found',
  });
});

test('generic messages come on the environment’s channel, opened with its ticket', async () => {
  const { renderHook } = setup();
  const { result } = renderHook(() => useShellAlerts(acm1));
  await waitFor(() => expect(FakeEventSource.open('ACM1-generic-message')).toHaveLength(1));
  expect(FakeEventSource.open('ACM1-generic-message')[0]!.url).toBe(ticket('ACM1').path);
  act(() =>
    FakeEventSource.open('ACM1-generic-message')[0]!.emit(
      'generic-message',
      { notification_type: 'alert', top_type: 'warning', content: 'Janela de manutenção iniciada.' },
      '41',
    ),
  );
  await waitFor(() =>
    expect(result.current.alerts).toContainEqual({
      id: 'generic:41',
      severity: 'warning',
      text: 'Janela de manutenção iniciada.',
      textLang: 'pt-BR',
      createdAt: expect.any(String),
    }),
  );
});

test('both streams close on an environment switch (what they brought goes) and on unmount', async () => {
  const { renderHook } = setup();
  const { result, rerender, unmount } = renderHook((options: ShellAlertsOptions) => useShellAlerts(options), {
    initialProps: acm1,
  });
  await waitFor(() => expect(FakeEventSource.open()).toHaveLength(2));
  const [first, second] = FakeEventSource.open();
  act(() =>
    FakeEventSource.open('/user-ana')[0]!.emit('monitor', {
      type: 'monitor',
      data: {
        hostname: 'h',
        type: 't',
        message: 'm',
        currentSeverity: 'warning',
        startedAt: '',
        endedAt: null,
      },
    }),
  );
  expect(result.current.alerts.some((a) => a.id === 'monitor:h:t')).toBe(true);

  rerender({ cloudId: 'ACM2', tCode: 'T10014' });
  expect(first!.closed && second!.closed).toBe(true);
  expect(result.current.alerts.some((a) => a.id === 'monitor:h:t')).toBe(false);
  await waitFor(() => expect(FakeEventSource.open()).toHaveLength(2));
  expect(FakeEventSource.open('ACM2-generic-message')).toHaveLength(1);

  unmount();
  expect(FakeEventSource.open()).toEqual([]);
});

test('without an environment no stream is opened', async () => {
  const { renderHook, requests } = setup();
  renderHook(() => useShellAlerts({ cloudId: undefined, tCode: undefined }));
  await waitFor(() => expect(requests.some((r) => r.url === '/api/v1/me')).toBe(true));
  expect(FakeEventSource.instances).toEqual([]);
});

test("an operation of the user fetches the sidebar's actions again, and is reported", async () => {
  const onOperation = vi.fn();
  let answered = 0;
  const { renderHook } = setup(undefined, () => json(200, { actions: [], answered: ++answered }));
  const { result } = renderHook(() => {
    useShellAlerts({ ...acm1, onOperation });
    return useEnvironmentPipelines('ACM1', true);
  });
  await waitFor(() => expect(FakeEventSource.open('/user-ana')).toHaveLength(1));
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(answered).toBe(1);
  const operation: Operation = {
    id: '00000000-0000-4000-8000-000000000001',
    cloud_id: 'ACM1',
    kind: 'vm.start',
    target_id: 'vm-acm1-01',
    state: 'RUNNING',
    steps: [{ name: 'starting', done_at: '2026-12-06T18:00:00.000Z' }],
    step_count: 2,
    error_code: null,
    user: 'ana@acme.example',
    created_at: '2026-12-06T18:00:00.000Z',
    started_at: '2026-12-06T18:00:00.000Z',
    finished_at: null,
  };
  act(() => FakeEventSource.open('/user-ana')[0]!.emit('operation', operation, '9'));
  await waitFor(() => expect(answered).toBe(2));
  expect(onOperation).toHaveBeenCalledWith(operation);
});
