import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': { untitled: 'Bloco sem título' },
  en: { untitled: 'Untitled tile' },
  es: { untitled: 'Icono sin título' },
});
