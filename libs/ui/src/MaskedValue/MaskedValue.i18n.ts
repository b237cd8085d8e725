import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': { hidden: 'valor oculto' },
  en: { hidden: 'hidden value' },
  es: { hidden: 'valor oculto' },
});
