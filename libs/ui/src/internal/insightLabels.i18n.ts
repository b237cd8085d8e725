import { defineMessages } from '../i18n/defineMessages';

/** Words every Insights component shows about an entry (InsightCard, InsightsBrowser, InsightEmbedView). */
export default defineMessages({
  'pt-BR': {
    uncategorised: 'Sem Classificação',
    dataAnalytics: 'Data Analytics',
    biReport: 'Relatório',
    biDashboard: 'Dashboard',
    favorite: 'Favoritar {{name}}',
  },
  en: {
    uncategorised: 'Uncategorised',
    dataAnalytics: 'Data Analytics',
    biReport: 'Report',
    biDashboard: 'Dashboard',
    favorite: 'Favorite {{name}}',
  },
  es: {
    uncategorised: 'Sin clasificación',
    dataAnalytics: 'Data Analytics',
    biReport: 'Informe',
    biDashboard: 'Dashboard',
    favorite: 'Marcar {{name}} como favorito',
  },
});
