// 'Extrato de Consumo' (paginated, Financeiro Corporativo): what each environment was billed per month and
// service, page by page as a statement prints, for the year and regions chosen.
import type { PaginatedReportDefinition } from '@nuvem/api-contract';
import { fieldsOf } from './report-builders';

const consumo = fieldsOf('Consumo');

export const extratoDeConsumo: PaginatedReportDefinition = {
  datasetId: 'consumo',
  title: 'Extrato de Consumo',
  titleCaptions: { en: 'Consumption Statement', es: 'Extracto de Consumo' },
  parameters: [
    {
      name: 'Ano',
      prompt: 'Ano',
      captions: { en: 'Year', es: 'Año' },
      field: consumo.col('Ano'),
      multiValue: false,
      defaultValues: [],
    },
    {
      name: 'Regiao',
      prompt: 'Região',
      captions: { en: 'Region', es: 'Región' },
      field: consumo.col('Região'),
      multiValue: true,
      defaultValues: [],
    },
  ],
  columns: [
    consumo.col('Mês'),
    consumo.col('Cliente'),
    consumo.col('Ambiente'),
    consumo.col('Serviço'),
    consumo.col('Região'),
    consumo.m('Custo Total'),
  ],
  sort: [
    { field: consumo.col('Mês'), direction: 'Descending' },
    { field: consumo.col('Ambiente'), direction: 'Ascending' },
  ],
  rowsPerPage: 25,
};
