import { defineMessages } from '@nuvem/ui';

/** Spec §8: the browser alert when the current account disappears from the user's list. */
export default defineMessages({
  'pt-BR': {
    vanished: 'Você não tem mais acesso a este ambiente.',
  },
  en: {
    vanished: 'You no longer have access to this environment.',
  },
  es: {
    vanished: 'Ya no tiene acceso a este entorno.',
  },
});
