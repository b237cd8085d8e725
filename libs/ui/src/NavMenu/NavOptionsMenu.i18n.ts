import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    language: 'Idioma',
    preferences: 'Preferências',
  },
  en: {
    language: 'Language',
    preferences: 'Preferences',
  },
  es: {
    language: 'Idioma',
    preferences: 'Preferencias',
  },
});
