import { defineMessages } from '../i18n/defineMessages';

// Creating a report from the insights list, in each language.
export default defineMessages({
  'pt-BR': {
    title: 'Novo relatório',
    intro: 'Escolha o workspace onde o relatório será salvo e o conjunto de dados em que ele se baseia.',
    workspace: 'Workspace',
    dataset: 'Conjunto de dados',
    loadingDatasets: 'Carregando conjuntos de dados…',
    noDatasets: 'Este workspace ainda não tem conjuntos de dados.',
    create: 'Criar relatório',
    cancel: 'Cancelar',
  },
  en: {
    title: 'New report',
    intro: 'Choose the workspace the report is saved in and the dataset it is built on.',
    workspace: 'Workspace',
    dataset: 'Dataset',
    loadingDatasets: 'Loading datasets…',
    noDatasets: 'This workspace has no datasets yet.',
    create: 'Create report',
    cancel: 'Cancel',
  },
  es: {
    title: 'Nuevo informe',
    intro: 'Elija el área de trabajo donde se guardará el informe y el conjunto de datos en que se basa.',
    workspace: 'Área de trabajo',
    dataset: 'Conjunto de datos',
    loadingDatasets: 'Cargando conjuntos de datos…',
    noDatasets: 'Esta área de trabajo aún no tiene conjuntos de datos.',
    create: 'Crear informe',
    cancel: 'Cancelar',
  },
});
