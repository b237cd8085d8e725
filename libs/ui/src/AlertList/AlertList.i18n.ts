import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'Alertas',
    close: 'Fechar alerta',
    showAll: 'Mostrar todos ({{count}})',
    showLess: 'Mostrar menos',
    providerMessage: 'Mensagem do provedor',
    readMore: 'Ler mais',
    readLess: 'Ler menos',
  },
  en: {
    label: 'Alerts',
    close: 'Close alert',
    showAll: 'Show all ({{count}})',
    showLess: 'Show less',
    providerMessage: 'Message from the provider',
    readMore: 'Read more',
    readLess: 'Read less',
  },
  es: {
    label: 'Alertas',
    close: 'Cerrar alerta',
    showAll: 'Mostrar todas ({{count}})',
    showLess: 'Mostrar menos',
    providerMessage: 'Mensaje del proveedor',
    readMore: 'Leer más',
    readLess: 'Leer menos',
  },
});
