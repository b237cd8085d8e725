import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'Alertas',
    close: 'Fechar alerta',
  },
  en: {
    label: 'Alerts',
    close: 'Close alert',
  },
  es: {
    label: 'Alertas',
    close: 'Cerrar alerta',
  },
});
