import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    intro:
      'Versão {{version}}, publicada em {{date}}. Leia e aceite os termos para continuar usando o portal.',
    textLabel: 'Texto dos termos',
    agree: 'Li e aceito os termos',
    accept: 'Aceitar',
    accepting: 'Aceitando…',
    decline: 'Recusar e sair',
  },
  en: {
    intro: 'Version {{version}}, published on {{date}}. Read and accept the terms to keep using the portal.',
    textLabel: 'Text of the terms',
    agree: 'I have read and accept the terms',
    accept: 'Accept',
    accepting: 'Accepting…',
    decline: 'Decline and sign out',
  },
  es: {
    intro:
      'Versión {{version}}, publicada el {{date}}. Lea y acepte los términos para seguir usando el portal.',
    textLabel: 'Texto de los términos',
    agree: 'He leído y acepto los términos',
    accept: 'Aceptar',
    accepting: 'Aceptando…',
    decline: 'Rechazar y salir',
  },
});
