import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    button: 'Token de assistência',
    title: 'Token de assistência',
    help: 'Informe este token ao suporte para que ele possa atender você neste ambiente.',
    none: 'Nenhum token gerado.',
  },
  en: {
    button: 'Assist token',
    title: 'Assist token',
    help: 'Give this token to support so they can help you in this environment.',
    none: 'No token generated.',
  },
  es: {
    button: 'Token de asistencia',
    title: 'Token de asistencia',
    help: 'Proporcione este token al soporte para que pueda atenderle en este entorno.',
    none: 'No se generó ningún token.',
  },
});
