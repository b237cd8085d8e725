import { defineMessages } from '@nuvem/ui';

/** The user-preferences screen's notices: its save succeeded (a toast). */
export default defineMessages({
  'pt-BR': {
    savedTitle: 'Preferências salvas',
    saved: 'Seus telefones e notas foram atualizados.',
  },
  en: {
    savedTitle: 'Preferences saved',
    saved: 'Your phones and notes were updated.',
  },
  es: {
    savedTitle: 'Preferencias guardadas',
    saved: 'Sus teléfonos y notas se actualizaron.',
  },
});
