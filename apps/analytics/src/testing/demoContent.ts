import type {
  DashboardContent,
  Dataset,
  PaginatedReportContent,
  ReportContent,
  ReportDefinition,
} from '@nuvem/api-contract';
import { encodeViewState } from '@nuvem/api-contract/paths';

/** A small dataset like the demo's consumption data: regions, services, months and cost. */
export const dataset: Dataset = {
  id: 'consumo',
  name: 'Consumo',
  tables: [
    {
      name: 'Consumo',
      captions: { en: 'Consumption', es: 'Consumo' },
      columns: [
        { name: 'Região', dataType: 'text', format: 'text', captions: { en: 'Region', es: 'Región' } },
        { name: 'Serviço', dataType: 'text', format: 'text', captions: { en: 'Service', es: 'Servicio' } },
        { name: 'Mês', dataType: 'date', format: 'month', captions: { en: 'Month', es: 'Mes' } },
        { name: 'Custo', dataType: 'number', format: 'currency', captions: { en: 'Cost', es: 'Costo' } },
        {
          name: 'Status',
          dataType: 'text',
          format: 'webUrl',
          captions: { en: 'Status page', es: 'Página de estado' },
        },
      ],
      measures: [
        {
          name: 'Custo Total',
          dataType: 'number',
          format: 'currency',
          captions: { en: 'Total Cost', es: 'Costo Total' },
        },
      ],
      hierarchies: [{ name: 'Tempo', levels: [{ name: 'Mês', column: 'Mês' }] }],
    },
  ],
};

/** A region's status page (the dataset's web URL column). */
export const statusPageOf = (region: string) =>
  `https://status.nuvem.example/regioes/${region.toLowerCase()}`;

const row = (Região: string, Serviço: string, Mês: string, Custo: number) => ({
  Região,
  Serviço,
  Mês,
  Custo,
  Status: statusPageOf(Região),
});

/** The rows the fake API aggregates. */
export const consumptionRows: {
  Região: string;
  Serviço: string;
  Mês: string;
  Custo: number;
  Status: string;
}[] = [
  row('Sul', 'IaaS', '2026-01-01', 100),
  row('Sul', 'PaaS', '2026-02-01', 50),
  row('Norte', 'IaaS', '2026-01-01', 30),
  row('Norte', 'Backup', '2026-02-01', 20),
  row('Sudeste', 'IaaS', '2026-03-01', 300),
];

const layout = (x: number, y: number, width = 400, height = 300, z = 0) => ({
  x,
  y,
  z,
  width,
  height,
  displayState: { mode: 0 as const },
});

const region = { table: 'Consumo', column: 'Região' };
const service = { table: 'Consumo', column: 'Serviço' };
const month = { table: 'Consumo', column: 'Mês' };
const totalCost = { table: 'Consumo', measure: 'Custo Total' };

export const REPORT_ID = '11111111-1111-4111-8111-111111111111';
export const DASHBOARD_ID = '22222222-2222-4222-8222-222222222222';

export const report: ReportDefinition = {
  id: REPORT_ID,
  name: 'Consumo da nuvem',
  datasetId: 'consumo',
  theme: { name: 'Nuvem', dataColors: ['#0B5394', '#E69138'] },
  filters: [],
  bookmarks: [
    {
      name: 'SoSul',
      displayName: 'Só o Sul',
      state: encodeViewState({
        version: 1,
        activePage: 'Overview',
        filters: {
          report: [],
          pages: {
            Overview: [
              {
                $schema: 'http://powerbi.com/product/schema#basic',
                filterType: 1,
                target: region,
                operator: 'In',
                values: ['Sul'],
              },
            ],
          },
          visuals: {},
        },
        slicers: {},
      }),
    },
    {
      name: 'Group1',
      displayName: 'Grupo',
      children: [{ name: 'Detalhe', displayName: 'Detalhe', state: '' }],
    },
  ],
  pages: [
    {
      name: 'Overview',
      displayName: 'Visão geral',
      order: 0,
      size: { type: 0, width: 1280, height: 720 },
      visibility: 0,
      displayOption: 0,
      filters: [],
      visuals: [
        {
          name: 'total',
          title: 'Custo total',
          type: 'card',
          layout: layout(0, 0, 300, 150),
          fields: { values: [totalCost] },
          filters: [],
        },
        {
          name: 'byRegion',
          title: 'Custo por região',
          type: 'clusteredBarChart',
          layout: layout(320, 0),
          fields: { category: [region], values: [totalCost] },
          filters: [],
        },
        {
          name: 'serviceSlicer',
          title: 'Serviço',
          type: 'slicer',
          layout: layout(0, 160, 300, 300),
          fields: { category: [service] },
          filters: [],
        },
        {
          name: 'note',
          title: 'Nota',
          type: 'textbox',
          layout: layout(740, 0, 300, 100),
          fields: {},
          filters: [],
          options: { text: 'Olá' },
        },
      ],
    },
    {
      name: 'Details',
      displayName: 'Detalhes',
      order: 1,
      size: { type: 0, width: 1280, height: 720 },
      visibility: 0,
      displayOption: 1,
      filters: [],
      visuals: [
        {
          name: 'table',
          title: 'Detalhe',
          type: 'tableEx',
          layout: layout(0, 0, 800, 600),
          fields: { category: [region, service], values: [totalCost] },
          filters: [],
        },
        {
          name: 'trend',
          title: 'Tendência',
          type: 'lineChart',
          layout: layout(0, 0, 400, 300, 1),
          fields: { category: [month], values: [totalCost] },
          filters: [],
        },
      ],
    },
  ],
};

/**
 * The report with a third page of actions: a table linking each region to its status page, a button that
 * shows the overview and one that applies the 'SoSul' bookmark (and one whose page is gone).
 */
export const reportWithActions: ReportDefinition = {
  ...report,
  pages: [
    ...report.pages,
    {
      name: 'Actions',
      displayName: 'Ações',
      order: 2,
      size: { type: 0, width: 1280, height: 720 },
      visibility: 0,
      displayOption: 0,
      filters: [],
      visuals: [
        {
          name: 'statusPages',
          title: 'Status por região',
          type: 'tableEx',
          layout: layout(0, 0, 600, 300),
          fields: { category: [region, { table: 'Consumo', column: 'Status' }], values: [totalCost] },
          filters: [],
        },
        {
          name: 'toOverview',
          title: 'Ver visão geral',
          type: 'actionButton',
          layout: layout(620, 0, 200, 80),
          fields: {},
          filters: [],
          options: { action: { type: 'pageNavigation', page: 'Overview' } },
        },
        {
          name: 'southOnly',
          title: 'Só o Sul',
          type: 'actionButton',
          layout: layout(620, 100, 200, 80),
          fields: {},
          filters: [],
          options: { action: { type: 'bookmark', bookmark: 'SoSul' } },
        },
        {
          name: 'toNowhere',
          title: '',
          type: 'actionButton',
          layout: layout(620, 200, 200, 80),
          fields: {},
          filters: [],
          options: { action: { type: 'pageNavigation', page: 'Gone' } },
        },
      ],
    },
  ],
};

export const reportContent = (
  actions: ('view' | 'edit')[] = ['view', 'edit'],
  definition: ReportDefinition = report,
): ReportContent => ({
  report: definition,
  dataset,
  actions,
  userState: null,
});

export const dashboardContent: DashboardContent = {
  dashboard: {
    id: DASHBOARD_ID,
    name: 'Painel',
    tiles: [
      {
        id: 'tileCost',
        kind: 'visual',
        title: 'Custo por região',
        layout: { col: 0, row: 0, colSpan: 6, rowSpan: 3 },
        reportId: REPORT_ID,
        pageName: 'Overview',
        visualName: 'byRegion',
      },
      {
        id: 'tileText',
        kind: 'text',
        title: 'Bem-vindo',
        layout: { col: 6, row: 0, colSpan: 6, rowSpan: 1 },
        text: 'Olá',
      },
    ],
  },
  tiles: [
    {
      tileId: 'tileCost',
      reportId: REPORT_ID,
      reportName: report.name,
      pageName: 'Overview',
      pageDisplayName: 'Visão geral',
      datasetId: 'consumo',
      visual: report.pages[0]!.visuals[1]!,
      theme: report.theme,
    },
  ],
  datasets: [dataset],
  actions: ['view'],
};

export const PAGINATED_ID = '55555555-5555-4555-8555-555555555555';

/** A paginated statement over the dataset: cost by region and service, for the regions chosen, 2 rows a page. */
export const paginatedContent: PaginatedReportContent = {
  report: {
    id: PAGINATED_ID,
    name: 'Extrato',
    datasetId: 'consumo',
    title: 'Extrato de Consumo',
    titleCaptions: { en: 'Consumption Statement' },
    parameters: [
      {
        name: 'Regiao',
        prompt: 'Região',
        captions: { en: 'Region' },
        field: { table: 'Consumo', column: 'Região' },
        multiValue: true,
        defaultValues: [],
      },
    ],
    columns: [
      { table: 'Consumo', column: 'Região' },
      { table: 'Consumo', column: 'Serviço' },
      { table: 'Consumo', measure: 'Custo Total' },
    ],
    sort: [{ field: { table: 'Consumo', column: 'Região' }, direction: 'Ascending' }],
    rowsPerPage: 5,
  },
  dataset,
  actions: ['view'],
};
