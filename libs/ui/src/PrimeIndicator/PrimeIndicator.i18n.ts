import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'PRIME',
    description: 'Cliente com suporte PRIME',
  },
  en: {
    label: 'PRIME',
    description: 'Customer with PRIME support',
  },
  es: {
    label: 'PRIME',
    description: 'Cliente con soporte PRIME',
  },
});
