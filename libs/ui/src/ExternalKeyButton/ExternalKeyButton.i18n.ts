import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'Gerenciamento de chaves externas',
  },
  en: {
    label: 'External key management',
  },
  es: {
    label: 'Gestión de claves externas',
  },
});
