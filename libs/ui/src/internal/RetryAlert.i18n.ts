import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': { retry: 'Tentar novamente' },
  en: { retry: 'Try again' },
  es: { retry: 'Reintentar' },
});
