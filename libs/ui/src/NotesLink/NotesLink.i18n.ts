import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label_zero: 'Notas: nenhuma marcada',
    label_one: 'Notas: {{count, number}} marcada',
    label_other: 'Notas: {{count, number}} marcadas',
  },
  en: {
    label_zero: 'Notes: none checked',
    label_one: 'Notes: {{count, number}} checked',
    label_other: 'Notes: {{count, number}} checked',
  },
  es: {
    label_zero: 'Notas: ninguna marcada',
    label_one: 'Notas: {{count, number}} marcada',
    label_other: 'Notas: {{count, number}} marcadas',
  },
});
