import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': { product: 'Nuvem' },
  en: { product: 'Nuvem' },
  es: { product: 'Nuvem' },
});
