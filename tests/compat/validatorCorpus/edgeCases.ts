/**
 * Hand-picked inputs from exploring powerbi-models' behaviour: the corners a random walk rarely reaches.
 * They join the generated corpus as they are.
 */
import type { Json } from './json';

const S = 'http://powerbi.com/product/schema#';
const column = { table: 'T', column: 'C' };
const basic = { $schema: `${S}basic`, target: column, filterType: 1, operator: 'In', values: [1] };
const command = { name: 'n', title: 't', extend: {} };
const menu = (visualOptionsMenu: Json) => ({ command: { ...command, extend: { visualOptionsMenu } } });
const dataset = (datasetCreateConfig: Json) => ({ accessToken: 'a', datasetCreateConfig });
const report = (extra: Record<string, Json>) => ({ accessToken: 'a', id: 'i', ...extra });
const table = [{ name: 't', columns: [{ name: 'c', dataType: 'Text' }] }];
const rows = [{ name: 't', rows: [['a']] }];

export const EDGE_CASES: [validator: string, input: Json][] = [
  // Flat and grouped menu extensions: a null counts as given for the forbidden field.
  ['Extension', menu({ groupName: 'g' })],
  ['Extension', menu({ groupName: null })],
  ['Extension', menu({ groupName: 'g', menuLocation: 0 })],
  ['Extension', menu({ groupName: 'g', menuLocation: null })],
  ['Extension', menu({ menuLocation: 1, title: 'x' })],
  ['Extension', menu({ groupName: '' })],
  ['Extension', { command: { ...command, selector: { visualType: 'v' } } }],
  [
    'Extension',
    { command: { ...command, selector: { $schema: `${S}visualTypeSelector`, visualType: 'v' } } },
  ],
  ['Settings', { extensions: { groups: [] } }],
  ['Settings', { extensions: { commands: [null], groups: [null] } }],
  ['Settings', { commands: { parameterPanel: {} } }],
  ['Settings', { commands: [{ parameterPanel: 1, focusMode: 1 }] }],
  ['Settings', { customLayout: { pagesLayout: { p: 1 } } }],
  ['Settings', { customLayout: { pagesLayout: { p: { visualsLayout: { v: [] } } } } }],
  ['Settings', { customLayout: { pageSize: { type: 4, width: 'wide' } } }],
  ['Settings', { panes: { fields: { visible: 'x' }, visualizations: { visible: 1 } } }],
  ['Settings', { zoomLevel: 100, localeSettings: 1 }],
  ['CustomPageSize', { type: 4, width: 'wide' }],
  ['ZoomLevel', 0.24],
  ['ZoomLevel', 4.01],
  ['ZoomLevel', '1'],
  // Dataset bindings and dataset creation.
  ['ReportLoad', report({ datasetBinding: { datasetId: '' } })],
  ['ReportLoad', report({ datasetBinding: { datasetId: 0 } })],
  ['ReportLoad', report({ datasetBinding: { datasetId: 0, paginatedReportBindings: 1 } })],
  ['ReportLoad', report({ datasetBinding: { datasetId: '', paginatedReportBindings: [] } })],
  ['ReportLoad', report({ datasetBinding: { paginatedReportBindings: '' } })],
  ['ReportLoad', report({ filters: { allPages: { operation: 0, filters: [] } } })],
  ['ReportLoad', report({ filters: { currentPage: { operation: 1 } } })],
  ['ReportLoad', report({ bookmark: { name: null, state: 's' } })],
  ['ReportLoad', report({ theme: { themeJson: [] } })],
  ['QuickCreate', dataset({ locale: 'en' })],
  ['QuickCreate', dataset({ locale: 'en', mashupDocument: '' })],
  ['QuickCreate', dataset({ locale: 'en', datasourceConnectionConfig: {} })],
  ['QuickCreate', dataset({ locale: 'en', datasourceConnectionConfig: {}, mashupDocument: '' })],
  ['QuickCreate', dataset({ locale: 'en', datasourceConnectionConfig: {}, data: rows })],
  ['QuickCreate', dataset({ locale: 'en', data: [] })],
  ['QuickCreate', dataset({ locale: 'en', data: rows, tableSchemaList: [] })],
  ['QuickCreate', dataset({ locale: 'en', tableSchemaList: table })],
  ['QuickCreate', dataset({ locale: 'en', datasourceConnectionConfig: {}, data: 1 })],
  ['QuickCreate', dataset({ locale: 1, data: rows })],
  [
    'QuickCreate',
    dataset({
      locale: 'en',
      mashupDocument: 'm',
      tableSchemaList: [{ name: 't', columns: [{ name: 'c' }] }],
    }),
  ],
  [
    'QuickCreate',
    dataset({ locale: 'en', mashupDocument: 'm', data: [{ name: 't', rows: [[1]] }], tableSchemaList: [] }),
  ],
  [
    'QuickCreate',
    dataset({
      locale: 'en',
      mashupDocument: 'm',
      datasourceConnectionConfig: { credentials: { credentialType: 1, credentialDetails: { a: 1 } } },
    }),
  ],
  ['DashboardLoad', { accessToken: 'a', id: 'i', pageView: 'FitToWidth' }],
  ['TileLoad', { accessToken: 'a', id: 'i', dashboardId: 'd', pageView: 'any', embedUrl: 1 }],
  ['CreateReport', { accessToken: 'a', datasetId: 'd', settings: 1, embedUrl: 1 }],
  [
    'LoadQnaConfiguration',
    { accessToken: 'a', datasetIds: ['a', null], settings: { panes: { bookmarks: 1 } } },
  ],
  ['QnaInterpretInputData', { question: 1, datasetIds: 1 }],
  [
    'PaginatedReportLoad',
    report({ settings: { commands: { parameterPanel: { enabled: 1, expanded: 1 } } } }),
  ],
  [
    'PaginatedReportLoad',
    report({
      parameterValues: [
        { name: 'n', value: null },
        { name: 'm', value: 1 },
      ],
    }),
  ],
  // Filters: target shapes and the kinds that are not accepted.
  ['Filter', { ...basic, target: [] }],
  ['Filter', { ...basic, target: [[column], column] }],
  ['Filter', { ...basic, target: [[[column]]] }],
  ['Filter', { ...basic, target: [null, [null]] }],
  ['Filter', { ...basic, target: { table: 'T', column: 'C', measure: 1 } }],
  ['Filter', { ...basic, target: { name: 'n', daxExpression: 'd' } }],
  ['Filter', { ...basic, operator: 'Whatever', filterType: 0 }],
  ['Filter', { ...basic, values: [[1]] }],
  [
    'Filter',
    { $schema: `${S}tuple`, target: [column], filterType: 6, operator: 'In', values: [[{ value: 1 }]] },
  ],
  ['Filter', { $schema: `${S}identity`, target: [1, 2], filterType: 8, operator: 'In' }],
  ['Filter', { target: column, isExclude: true, values: [1, [[{ value: 1 }]]] }],
  ['Filter', { target: column, isExclude: true, values: [[[{ value: null }]]] }],
  ['Filter', { target: [column], hierarchyData: [{ children: [{ children: [{ value: {} }] }] }] }],
  ['Filter', { target: column, operator: 0, timeUnitType: 7, includeToday: true }],
  ['Filter', { target: column, operator: 0, timeUnitType: 6 }],
  ['UpdateFiltersRequest', { filtersOperation: 0, filters: null }],
  ['UpdateFiltersRequest', { filtersOperation: 0, filters: [] }],
  ['UpdateFiltersRequest', { filtersOperation: 1 }],
  ['UpdateFiltersRequest', 'RemoveAll'],
  // Nested arrays and objects: the message names the path below the list or the alternatives.
  ['ReportLoad', report({ filters: [basic, { ...basic, values: [1, [2]] }] })],
  [
    'ReportLoad',
    report({ filters: [{ target: column, isExclude: false, values: [[[{ value: 1 }, { value: {} }]]] }] }),
  ],
  [
    'ReportLoad',
    report({
      filters: { allPages: { operation: 1, filters: [basic, { ...basic, target: [[column, {}]] }] } },
    }),
  ],
  ['ReportLoad', report({ settings: { visualSettings: { visualHeaders: [{ settings: { visible: 1 } }] } } })],
  [
    'ReportLoad',
    report({
      settings: { extensions: [{ command: { ...command, extend: { visualOptionsMenu: { title: 1 } } } }] },
    }),
  ],
  [
    'ReportLoad',
    report({ settings: { commands: [{ drill: { displayOption: 0, selector: { visualName: 1 } } }] } }),
  ],
  [
    'Settings',
    { extensions: { commands: [command, { ...command, selector: { $schema: `${S}visualTypeSelector` } }] } },
  ],
  [
    'Settings',
    { visualSettings: { visualHeaders: [{ settings: {}, selector: { $schema: 'x', visualName: 'v' } }] } },
  ],
  ['Filter', { target: [column], hierarchyData: [{ value: 1, children: [{ keyValues: [1, [2]] }] }] }],
  ['Filter', { target: column, logicalOperator: 'And', conditions: [{ operator: 'Is' }, { value: 1 }] }],
  ['Filter', { ...basic, filterType: 5, itemCount: 3, orderBy: [[column], [{ table: 'T', measure: 2 }]] }],
  ['SlicerState', { filters: [basic, { ...basic, displaySettings: { displayName: 1 } }] }],
  [
    'UpdateFiltersRequest',
    { filtersOperation: 3, filters: [{ ...basic, filterType: 4, operator: 0, timeUnitType: 9 }] },
  ],
  [
    'PaginatedReportLoad',
    report({ datasetBindings: [{ sourceDatasetId: 's', targetDatasetId: 't' }, { sourceDatasetId: 1 }] }),
  ],
  [
    'QuickCreate',
    dataset({
      locale: 'en',
      mashupDocument: 'm',
      tableSchemaList: table,
      data: [{ name: 't', rows: [['a'], ['b', 1]] }],
    }),
  ],
  // Selectors and slicers.
  ['VisualSelector', { $schema: `${S}visualTypeSelector`, visualName: 'v' }],
  ['Slicer', { selector: { target: column }, state: {} }],
  ['Slicer', { selector: { $schema: `${S}slicerTargetSelector`, target: [column] }, state: {} }],
  ['Slicer', { selector: { $schema: `${S}slicerTargetSelector`, target: column }, state: { filters: 1 } }],
  ['VisualHeader', { settings: {}, selector: { $schema: `${S}visualTypeSelector` } }],
  ['CommandsSettings', { copy: { displayOption: 0, selector: {} }, focusMode: 1, visualCalculation: 1 }],
  ['FieldsPane', { visible: 'x', expanded: true }],
  ['PageNavigationPane', { visible: true, position: 2 }],
  ['Page', { name: 'p', displayName: 1, isActive: 'x' }],
  ['SaveAsParameters', { name: 'n', targetWorkspaceId: 1 }],
];
