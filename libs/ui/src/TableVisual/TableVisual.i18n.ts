import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    total: 'Total',
    displayedRows: '{{from, number}}–{{to, number}} de {{count, number}}',
    sortedAscending: 'classificado em ordem crescente',
    sortedDescending: 'classificado em ordem decrescente',
    page: {
      first: 'Primeira página',
      previous: 'Página anterior',
      next: 'Próxima página',
      last: 'Última página',
    },
  },
  en: {
    total: 'Total',
    displayedRows: '{{from, number}}–{{to, number}} of {{count, number}}',
    sortedAscending: 'sorted ascending',
    sortedDescending: 'sorted descending',
    page: {
      first: 'First page',
      previous: 'Previous page',
      next: 'Next page',
      last: 'Last page',
    },
  },
  es: {
    total: 'Total',
    displayedRows: '{{from, number}}–{{to, number}} de {{count, number}}',
    sortedAscending: 'en orden ascendente',
    sortedDescending: 'en orden descendente',
    page: {
      first: 'Primera página',
      previous: 'Página anterior',
      next: 'Página siguiente',
      last: 'Última página',
    },
  },
});
