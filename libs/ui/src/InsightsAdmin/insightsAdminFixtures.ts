import type { InsightsGroupItem, InsightsOption, InsightsUserItem } from './insightsAdminTypes';

export const sampleUserOptions: readonly InsightsOption[] = [
  { id: 'u-ana', label: 'ana@acme.example', hint: 'Ana Souza' },
  { id: 'u-bruno', label: 'bruno@globex.example', hint: 'Bruno Lima' },
  { id: 'u-elisa', label: 'elisa@acme.example', hint: 'Elisa Prado' },
];

export const sampleDashboardOptions: readonly InsightsOption[] = [
  { id: 'd-billing', label: 'Faturamento Mensal', hint: 'Financeiro' },
  { id: 'd-costs', label: 'Custos por Ambiente', hint: 'Financeiro' },
  { id: 'd-budget', label: 'Previsão Orçamentária', hint: 'Financeiro' },
  { id: 'd-usage', label: 'Consumo de Recursos', hint: 'Operações' },
];

export const sampleWorkspaceOptions: readonly InsightsOption[] = [
  { id: 'w-finance', label: 'Financeiro Corporativo' },
  { id: 'w-ops', label: 'Operações de Nuvem' },
];

export const sampleInsightsGroups: readonly InsightsGroupItem[] = [
  {
    id: 'g-board',
    name: 'Diretoria',
    description: 'Visão executiva da Nuvem.',
    members: [{ id: 'u-diego', name: 'Diego Costa', email: 'diego@nuvem.example' }],
    dashboards: [{ id: 'd-usage', name: 'Consumo de Recursos', level: 'reader' }],
    workspaces: [{ id: 'w-ops', name: 'Operações de Nuvem', access: 'view' }],
  },
  {
    id: 'g-finance',
    name: 'Financeiro Acme',
    description: 'Faturamento e custos da Acme.',
    members: [{ id: 'u-ana', name: 'Ana Souza', email: 'ana@acme.example' }],
    dashboards: [
      { id: 'd-costs', name: 'Custos por Ambiente', level: 'reader' },
      { id: 'd-billing', name: 'Faturamento Mensal', level: 'admin' },
    ],
    workspaces: [],
  },
  { id: 'g-new', name: 'Planejamento', members: [], dashboards: [], workspaces: [] },
];

export const sampleInsightsUsers: readonly InsightsUserItem[] = [
  {
    id: 'u-ana',
    name: 'Ana Souza',
    email: 'ana@acme.example',
    groups: ['Financeiro Acme'],
    dashboards: [
      {
        id: 'd-costs',
        name: 'Custos por Ambiente',
        level: 'admin',
        direct: 'admin',
        sources: [{ level: 'admin' }, { group: 'Financeiro Acme', level: 'reader' }],
      },
      {
        id: 'd-billing',
        name: 'Faturamento Mensal',
        level: 'admin',
        sources: [{ group: 'Financeiro Acme', level: 'admin' }],
      },
    ],
    workspaces: [],
  },
  {
    id: 'u-diego',
    name: 'Diego Costa',
    email: 'diego@nuvem.example',
    groups: ['Diretoria'],
    dashboards: [
      {
        id: 'd-usage',
        name: 'Consumo de Recursos',
        level: 'admin',
        direct: 'admin',
        sources: [{ level: 'admin' }],
      },
    ],
    workspaces: [
      {
        id: 'w-ops',
        name: 'Operações de Nuvem',
        access: 'view',
        direct: 'view',
        sources: [{ level: 'view' }, { group: 'Diretoria', level: 'view' }],
      },
    ],
  },
  {
    id: 'u-elisa',
    name: 'Elisa Prado',
    email: 'elisa@acme.example',
    groups: [],
    dashboards: [],
    workspaces: [],
  },
];
