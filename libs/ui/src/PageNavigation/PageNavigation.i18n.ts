import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': { label: 'Páginas do relatório' },
  en: { label: 'Report pages' },
  es: { label: 'Páginas del informe' },
});
