import type { FilterCardModel, FilterField } from '../model/filterCard';

/** A report's filters for the filter pane's stories: every kind, a locked one and a hidden one. */

export const costField: FilterField = {
  key: 'Consumo.Custo Total',
  label: 'Custo Total',
  format: 'currency',
};
export const hoursField: FilterField = { key: 'Consumo.Horas', label: 'Horas', format: 'integer' };

const CITIES = [
  'São Paulo',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Porto Alegre',
  'Curitiba',
  'Salvador',
  'Recife',
];

export const reportFilters: FilterCardModel[] = [
  {
    id: 'visual-region',
    level: 'visual',
    field: { key: 'Consumo.Região', label: 'Região', format: 'text' },
    condition: { kind: 'basic', operator: 'In', values: ['Sudeste', 'Sul'] },
    availableValues: ['Sudeste', 'Sul', 'Nordeste', 'Centro-Oeste', 'Norte'],
  },
  {
    id: 'page-city',
    level: 'page',
    field: { key: 'Clientes.Cidade', label: 'Cidade', format: 'text' },
    condition: { kind: 'basic', operator: 'In', values: ['São Paulo', 'Rio de Janeiro'] },
    availableValues: CITIES,
  },
  {
    id: 'page-cost',
    level: 'page',
    field: costField,
    condition: {
      kind: 'advanced',
      logicalOperator: 'And',
      conditions: [{ operator: 'GreaterThan', value: 1000 }],
    },
  },
  {
    id: 'page-service',
    level: 'page',
    field: { key: 'Consumo.Serviço', label: 'Serviço', format: 'text' },
    condition: { kind: 'topN', operator: 'Top', itemCount: 5, orderBy: costField },
  },
  {
    id: 'page-date',
    level: 'page',
    field: { key: 'Consumo.Data', label: 'Data', format: 'date' },
    condition: {
      kind: 'relativeDate',
      operator: 'InLast',
      timeUnitsCount: 3,
      timeUnit: 'Months',
      includeToday: false,
    },
  },
  {
    id: 'report-environment',
    level: 'report',
    field: { key: 'Consumo.Ambiente', label: 'Ambiente', format: 'text' },
    condition: { kind: 'all' },
    availableValues: ['Produção', 'Homologação', 'Desenvolvimento'],
  },
  {
    id: 'report-customer',
    level: 'report',
    field: { key: 'Clientes.Conta', label: 'Conta do cliente', format: 'text' },
    condition: { kind: 'basic', operator: 'In', values: ['T00042'] },
    locked: true,
    availableValues: ['T00042'],
  },
  {
    id: 'report-tenant',
    level: 'report',
    field: { key: 'Clientes.Locatário', label: 'Locatário', format: 'text' },
    condition: { kind: 'basic', operator: 'In', values: ['nuvem'] },
    hidden: true,
  },
];
