import type { MonitorMessage } from '@nuvem/api-contract';
import { createTestI18n } from '../testing/createTestI18n';
import { severityOfLevel } from './levelSeverity';
import { communicationAlertOf, migrationAlertOf, monitorAlertOf, userAlertOf } from './shellAlertsOf';

const monitor = (currentSeverity: string): MonitorMessage => ({
  type: 'monitor',
  data: {
    hostname: 'srv-app-01',
    type: 'cpu',
    message: 'CPU acima de 90%',
    currentSeverity: currentSeverity as MonitorMessage['data']['currentSeverity'],
    startedAt: '2026-11-21T10:00:00Z',
    endedAt: null,
  },
});

describe('monitor messages (spec §4 severity mapping)', () => {
  test.each([
    ['ok', 'normal'],
    ['warning', 'warning'],
    ['critical', 'critical'],
    ['fatal', 'critical'],
    ['unknown', 'normal'],
    ['', 'normal'],
  ])('%s → %s', (severity, expected) => {
    expect(monitorAlertOf(monitor(severity)).severity).toBe(expected);
  });

  test('one alert per host and check, titled by the host', () => {
    expect(monitorAlertOf(monitor('critical'))).toEqual({
      id: 'monitor:srv-app-01:cpu',
      severity: 'critical',
      title: 'srv-app-01',
      text: 'CPU acima de 90%',
    });
    expect(monitorAlertOf(monitor('ok')).id).toBe(monitorAlertOf(monitor('critical')).id);
  });
});

test.each([
  ['danger', 'critical'],
  ['warning', 'warning'],
  ['info', 'normal'],
  ['success', 'normal'],
  [null, 'normal'],
])('communication and alert level %s → %s', (level, expected) => {
  expect(severityOfLevel(level)).toBe(expected);
});

test('communications and legacy alerts keep their text', () => {
  expect(
    communicationAlertOf({
      id: 'c1',
      notification_type: 'alert',
      top_type: 'warning',
      content: 'Manutenção hoje.',
      created_at: '2026-11-21T10:00:00Z',
    }),
  ).toEqual({ id: 'communication:c1', severity: 'warning', text: 'Manutenção hoje.' });
  expect(
    userAlertOf({
      id: 'a1',
      type: 'danger',
      text: 'Pagamento pendente.',
      created_at: '2026-11-21T10:00:00Z',
    }),
  ).toEqual({
    id: 'alert:a1',
    severity: 'critical',
    text: 'Pagamento pendente.',
  });
});

test('a migration notice names its start and end as the API wrote them', () => {
  const i18n = createTestI18n('pt-BR');
  expect(
    migrationAlertOf(
      {
        id: 'm1',
        CCODE: 'T10007',
        'DATA INICIAL': '20/11/2026',
        'HORARIO INICIAL': '21:56',
        'DATA FINAL': '23/11/2026',
        'HORARIO FINAL': '03:00',
        MENSAGEM: 'Migração do banco.',
        starts_at: '2026-11-21T00:56:00Z',
        ends_at: '2026-11-23T06:00:00Z',
      },
      i18n.t,
    ),
  ).toEqual({
    id: 'migration:m1',
    severity: 'warning',
    title: 'Aviso de migração',
    text: 'Migração do banco. Início: 20/11/2026 às 21:56. Término: 23/11/2026 às 03:00.',
  });
});
