import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'Idioma: {{language}}',
    menu: 'Idioma',
  },
  en: {
    label: 'Language: {{language}}',
    menu: 'Language',
  },
  es: {
    label: 'Idioma: {{language}}',
    menu: 'Idioma',
  },
});
