import { defineMessages } from '@nuvem/ui';

/** The user-preferences screen's notices (its save succeeded: a toast) and a refused phone or note. */
export default defineMessages({
  'pt-BR': {
    savedTitle: 'Preferências salvas',
    saved: 'Seus telefones e notas foram atualizados.',
    phoneError: 'Telefone {{n}}: {{message}}',
    noteError: 'Nota {{n}}: {{message}}',
  },
  en: {
    savedTitle: 'Preferences saved',
    saved: 'Your phones and notes were updated.',
    phoneError: 'Phone {{n}}: {{message}}',
    noteError: 'Note {{n}}: {{message}}',
  },
  es: {
    savedTitle: 'Preferencias guardadas',
    saved: 'Sus teléfonos y notas se actualizaron.',
    phoneError: 'Teléfono {{n}}: {{message}}',
    noteError: 'Nota {{n}}: {{message}}',
  },
});
