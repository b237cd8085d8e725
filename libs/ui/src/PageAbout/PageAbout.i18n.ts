import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    about: 'Sobre esta página',
    shortcuts: 'Atalhos relacionados',
  },
  en: {
    about: 'About this page',
    shortcuts: 'Related shortcuts',
  },
  es: {
    about: 'Acerca de esta página',
    shortcuts: 'Accesos relacionados',
  },
});
