import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    language: 'Idioma',
    profile: 'Meu perfil',
    preferences: 'Preferências',
  },
  en: {
    language: 'Language',
    profile: 'My profile',
    preferences: 'Preferences',
  },
  es: {
    language: 'Idioma',
    profile: 'Mi perfil',
    preferences: 'Preferencias',
  },
});
