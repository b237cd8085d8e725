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
    quickReportMissing: "Escolha o arquivo CSV de novo em 'Novo relatório', na lista de Insights.",
    csv: {
      empty: 'O arquivo não tem linhas de dados depois da linha dos nomes das colunas.',
      tooManyRows: 'O arquivo tem mais de {{max}} linhas.',
      tooManyColumns: 'O arquivo tem mais de {{max}} colunas.',
      rowLength: 'A linha {{row}} do arquivo tem {{actual}} valores; o cabeçalho tem {{expected}} colunas.',
      tooLarge: 'O arquivo passa de {{max}} MB.',
      unreadable: 'Não foi possível ler o arquivo.',
    },
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
    quickReportMissing: "Choose the CSV file again in 'New report', on the Insights list.",
    csv: {
      empty: 'The file has no data rows after the line of column names.',
      tooManyRows: 'The file has more than {{max}} rows.',
      tooManyColumns: 'The file has more than {{max}} columns.',
      rowLength: 'Line {{row}} of the file has {{actual}} values; the header has {{expected}} columns.',
      tooLarge: 'The file is larger than {{max}} MB.',
      unreadable: 'The file could not be read.',
    },
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
    quickReportMissing: "Elija de nuevo el archivo CSV en 'Nuevo informe', en la lista de Insights.",
    csv: {
      empty: 'El archivo no tiene filas de datos después de la línea de nombres de columnas.',
      tooManyRows: 'El archivo tiene más de {{max}} filas.',
      tooManyColumns: 'El archivo tiene más de {{max}} columnas.',
      rowLength:
        'La línea {{row}} del archivo tiene {{actual}} valores; el encabezado tiene {{expected}} columnas.',
      tooLarge: 'El archivo supera {{max}} MB.',
      unreadable: 'No se pudo leer el archivo.',
    },
  },
});
