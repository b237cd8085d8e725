import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': { label: 'Páginas do relatório', add: 'Nova página' },
  en: { label: 'Report pages', add: 'New page' },
  es: { label: 'Páginas del informe', add: 'Nueva página' },
});
