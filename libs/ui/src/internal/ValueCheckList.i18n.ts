import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    search: 'Pesquisar',
    searchIn: 'Pesquisar: {{name}}',
    selectAll: 'Selecionar tudo',
    showing: 'Mostrando {{shown, number}} de {{total, number}} — refine a pesquisa',
    noMatches: 'Nenhum valor encontrado.',
    noValues: 'Não há valores.',
  },
  en: {
    search: 'Search',
    searchIn: 'Search: {{name}}',
    selectAll: 'Select all',
    showing: 'Showing {{shown, number}} of {{total, number}} — refine your search',
    noMatches: 'No values found.',
    noValues: 'No values.',
  },
  es: {
    search: 'Buscar',
    searchIn: 'Buscar: {{name}}',
    selectAll: 'Seleccionar todo',
    showing: 'Mostrando {{shown, number}} de {{total, number}} — refine la búsqueda',
    noMatches: 'No se encontraron valores.',
    noValues: 'No hay valores.',
  },
});
