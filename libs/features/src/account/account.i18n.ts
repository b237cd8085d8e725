import { defineMessages } from '@nuvem/ui';

/** The profile's notices about ending sessions. */
export default defineMessages({
  'pt-BR': {
    ended: 'Sessão encerrada.',
    endedOthers_one: '{{count}} sessão encerrada.',
    endedOthers_other: '{{count}} sessões encerradas.',
    endFailed: 'Não foi possível encerrar a sessão.',
  },
  en: {
    ended: 'Session ended.',
    endedOthers_one: '{{count}} session ended.',
    endedOthers_other: '{{count}} sessions ended.',
    endFailed: 'Could not end the session.',
  },
  es: {
    ended: 'Sesión cerrada.',
    endedOthers_one: '{{count}} sesión cerrada.',
    endedOthers_other: '{{count}} sesiones cerradas.',
    endFailed: 'No fue posible cerrar la sesión.',
  },
});
