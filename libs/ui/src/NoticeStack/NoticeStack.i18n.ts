import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'Notificações',
    close: 'Fechar notificação',
  },
  en: {
    label: 'Notifications',
    close: 'Close notification',
  },
  es: {
    label: 'Notificaciones',
    close: 'Cerrar notificación',
  },
});
