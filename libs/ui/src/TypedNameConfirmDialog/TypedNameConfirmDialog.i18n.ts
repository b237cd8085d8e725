import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': { mismatch: 'O nome não confere.', cancel: 'Cancelar' },
  en: { mismatch: 'The name does not match.', cancel: 'Cancel' },
  es: { mismatch: 'El nombre no coincide.', cancel: 'Cancelar' },
});
