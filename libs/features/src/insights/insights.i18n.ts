import { defineMessages } from '@nuvem/ui';

/** The insights screen's messages of spec §5 and §8 (the screen's own words are in @nuvem/ui). */
export default defineMessages({
  'pt-BR': {
    missingIdTitle: 'Erro',
    missingId: 'O id do dashboard não foi informado.',
    itemsFailed: 'Erro ao carregar itens: {{message}}',
    loadFailed: 'Não foi possível carregar os dashboards.',
    embedFailed: 'Não foi possível abrir este conteúdo.',
    newReport: 'Novo relatório',
    newReportMissing: "Escolha o workspace e o conjunto de dados em 'Novo relatório', na lista de Insights.",
    datasetsFailed: 'Erro ao carregar os conjuntos de dados: {{message}}',
  },
  en: {
    missingIdTitle: 'Error',
    missingId: 'The dashboard id was not given.',
    itemsFailed: 'Error loading items: {{message}}',
    loadFailed: 'The dashboards could not be loaded.',
    embedFailed: 'This content could not be opened.',
    newReport: 'New report',
    newReportMissing: "Choose the workspace and the dataset in 'New report', on the Insights list.",
    datasetsFailed: 'Error loading the datasets: {{message}}',
  },
  es: {
    missingIdTitle: 'Error',
    missingId: 'No se informó el id del dashboard.',
    itemsFailed: 'Error al cargar los elementos: {{message}}',
    loadFailed: 'No se pudieron cargar los dashboards.',
    embedFailed: 'No se pudo abrir este contenido.',
    newReport: 'Nuevo informe',
    newReportMissing:
      "Elija el área de trabajo y el conjunto de datos en 'Nuevo informe', en la lista de Insights.",
    datasetsFailed: 'Error al cargar los conjuntos de datos: {{message}}',
  },
});
