import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    title: 'Publicar {{title}}?',
    textAll:
      'Ela se torna a versão vigente: todos os usuários deverão aceitá-la antes de continuar usando o portal. Uma versão publicada não pode mais ser alterada.',
    textSome:
      'Ela se torna a versão vigente para os clientes {{customers}}: os usuários deles deverão aceitá-la antes de continuar usando o portal. Uma versão publicada não pode mais ser alterada.',
    cancel: 'Cancelar',
    confirm: 'Publicar',
  },
  en: {
    title: 'Publish {{title}}?',
    textAll:
      'It becomes the current version: every user must accept it before using the portal again. A published version can no longer change.',
    textSome:
      'It becomes the current version for the customers {{customers}}: their users must accept it before using the portal again. A published version can no longer change.',
    cancel: 'Cancel',
    confirm: 'Publish',
  },
  es: {
    title: '¿Publicar {{title}}?',
    textAll:
      'Pasa a ser la versión vigente: todos los usuarios deberán aceptarla antes de seguir usando el portal. Una versión publicada ya no puede cambiar.',
    textSome:
      'Pasa a ser la versión vigente para los clientes {{customers}}: sus usuarios deberán aceptarla antes de seguir usando el portal. Una versión publicada ya no puede cambiar.',
    cancel: 'Cancelar',
    confirm: 'Publicar',
  },
});
