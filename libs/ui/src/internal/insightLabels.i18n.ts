import { defineMessages } from '../i18n/defineMessages';

/** Words every Insights component shows about an entry (InsightCard, InsightsBrowser, InsightEmbedView). */
export default defineMessages({
  'pt-BR': {
    uncategorised: 'Sem Classificação',
    dataAnalytics: 'Data Analytics',
    biReport: 'Relatório',
    biDashboard: 'Dashboard',
    favourite: 'Favoritar {{name}}',
  },
  en: {
    uncategorised: 'Uncategorised',
    dataAnalytics: 'Data Analytics',
    biReport: 'Report',
    biDashboard: 'Dashboard',
    favourite: 'Favourite {{name}}',
  },
  es: {
    uncategorised: 'Sin clasificación',
    dataAnalytics: 'Data Analytics',
    biReport: 'Informe',
    biDashboard: 'Dashboard',
    favourite: 'Marcar {{name}} como favorito',
  },
});
