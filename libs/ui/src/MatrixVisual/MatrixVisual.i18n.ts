import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    total: 'Total',
    expand: 'Expandir {{row}}',
    collapse: 'Recolher {{row}}',
    label: 'Matriz',
  },
  en: {
    total: 'Total',
    expand: 'Expand {{row}}',
    collapse: 'Collapse {{row}}',
    label: 'Matrix',
  },
  es: {
    total: 'Total',
    expand: 'Expandir {{row}}',
    collapse: 'Contraer {{row}}',
    label: 'Matriz',
  },
});
