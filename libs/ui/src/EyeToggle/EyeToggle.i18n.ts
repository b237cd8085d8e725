import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    hide: 'Ocultar valores',
    show: 'Mostrar valores',
  },
  en: {
    hide: 'Hide values',
    show: 'Show values',
  },
  es: {
    hide: 'Ocultar valores',
    show: 'Mostrar valores',
  },
});
