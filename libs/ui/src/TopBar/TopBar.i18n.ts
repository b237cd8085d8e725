import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'Barra superior',
    openMenu: 'Abrir menu',
  },
  en: {
    label: 'Top bar',
    openMenu: 'Open menu',
  },
  es: {
    label: 'Barra superior',
    openMenu: 'Abrir menú',
  },
});
