import { defineMessages } from '../i18n/defineMessages';

// Menu wording follows Power BI's own in each language.
export default defineMessages({
  'pt-BR': {
    untitled: 'Visual',
    moreOptions: 'Mais opções',
    exportData: 'Exportar dados',
    showAsTable: 'Mostrar como tabela',
    showAsVisual: 'Mostrar como visual',
    sortBy: 'Classificar por',
    sortDescending: 'Classificar em ordem decrescente',
    sortAscending: 'Classificar em ordem crescente',
    focusMode: 'Modo de foco',
    exitFocusMode: 'Sair do modo de foco',
    backToReport: 'Voltar ao relatório',
  },
  en: {
    untitled: 'Visual',
    moreOptions: 'More options',
    exportData: 'Export data',
    showAsTable: 'Show as a table',
    showAsVisual: 'Show as a visual',
    sortBy: 'Sort by',
    sortDescending: 'Sort descending',
    sortAscending: 'Sort ascending',
    focusMode: 'Focus mode',
    exitFocusMode: 'Exit focus mode',
    backToReport: 'Back to report',
  },
  es: {
    untitled: 'Objeto visual',
    moreOptions: 'Más opciones',
    exportData: 'Exportar datos',
    showAsTable: 'Mostrar como tabla',
    showAsVisual: 'Mostrar como objeto visual',
    sortBy: 'Ordenar por',
    sortDescending: 'Orden descendente',
    sortAscending: 'Orden ascendente',
    focusMode: 'Modo de enfoque',
    exitFocusMode: 'Salir del modo de enfoque',
    backToReport: 'Volver al informe',
  },
});
