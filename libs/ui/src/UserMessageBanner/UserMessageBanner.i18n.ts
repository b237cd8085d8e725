import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    title: 'ATENÇÃO!',
    close: 'Fechar aviso',
  },
  en: {
    title: 'ATTENTION!',
    close: 'Close notice',
  },
  es: {
    title: '¡ATENCIÓN!',
    close: 'Cerrar aviso',
  },
});
