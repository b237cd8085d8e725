import type { MigrationNotice, MonitorMessage } from '@nuvem/api-contract';
import { createTestI18n } from '../testing/createTestI18n';
import { severityOfLevel } from './levelSeverity';
import {
  communicationAlertOf,
  genericMessageAlertOf,
  migrationAlertOf,
  monitorAlertOf,
  userAlertOf,
} from './shellAlertsOf';

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
      textLang: 'pt-BR',
      createdAt: '2026-11-21T10:00:00Z',
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

test('communications and legacy alerts keep their text (the provider’s, in Portuguese) and date', () => {
  expect(
    communicationAlertOf({
      id: 'c1',
      notification_type: 'alert',
      top_type: 'warning',
      content: 'Manutenção hoje.',
      created_at: '2026-11-21T10:00:00Z',
    }),
  ).toEqual({
    id: 'communication:c1',
    severity: 'warning',
    text: 'Manutenção hoje.',
    textLang: 'pt-BR',
    createdAt: '2026-11-21T10:00:00Z',
  });
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
    textLang: 'pt-BR',
    createdAt: '2026-11-21T10:00:00Z',
  });
});

const migration: MigrationNotice = {
  id: 'm1',
  CCODE: 'T10007',
  'DATA INICIAL': '20/11/2026',
  'HORARIO INICIAL': '21:56',
  'DATA FINAL': '23/11/2026',
  'HORARIO FINAL': '03:00',
  MENSAGEM: 'Migração do banco.',
  starts_at: '2026-11-21T00:56:00Z',
  ends_at: '2026-11-23T06:00:00Z',
};

// The dates follow the interface's language (Intl), not dd/mm/yyyy with 'às' in every language.
test.each([
  ['pt-BR', 'Aviso de migração', 'Início: 20/11/2026, 21:56. Término: 23/11/2026, 03:00.'],
  ['en', 'Migration notice', 'Start: 11/20/26, 9:56 PM. End: 11/23/26, 3:00 AM.'],
  ['es', 'Aviso de migración', 'Inicio: 20/11/26, 21:56. Fin: 23/11/26, 3:00.'],
] as const)(
  'a migration notice in %s: its message as written, its window in the language',
  (locale, title, detail) => {
    const i18n = createTestI18n(locale);
    expect(migrationAlertOf(migration, i18n.t, locale, 'America/Sao_Paulo')).toEqual({
      id: 'migration:m1',
      severity: 'warning',
      title,
      text: 'Migração do banco.',
      textLang: 'pt-BR',
      detail,
    });
  },
);

test('a generic message is dated when it came', () => {
  expect(
    genericMessageAlertOf(
      { notification_type: 'alert', top_type: 'info', content: 'Olá.' },
      '7',
      '2026-11-21T10:00:00.000Z',
    ),
  ).toEqual({
    id: 'generic:7',
    severity: 'normal',
    text: 'Olá.',
    textLang: 'pt-BR',
    createdAt: '2026-11-21T10:00:00.000Z',
  });
});
