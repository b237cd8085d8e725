/** One generator of valid input per validator, and how many cases each gets in the corpus. */
import * as f from './fragments';
import type { Json, JsonObject } from './json';
import type { Rng } from './prng';

const token = (r: Rng): string => r.pick(['eyJ0eXAiOiJKV1QiLCJhbGciOi', 'H4sIAAAAAAAEAB2Tt66E', '']);
const tokenType = (r: Rng): number => r.int(2);

const reportLoad = (r: Rng): JsonObject => ({
  accessToken: token(r),
  id: f.id(r),
  ...f.some(
    r,
    {
      groupId: () => f.id(r),
      settings: () => f.settings(r),
      pageName: () => f.id(r),
      filters: () =>
        r.chance(0.7)
          ? f.filters(r)
          : f.some(r, {
              allPages: () => f.updateFiltersRequest(r, 'operation'),
              currentPage: () => f.updateFiltersRequest(r, 'operation'),
            }),
      permissions: () => r.pick([0, 1, 2, 4, 7]),
      viewMode: () => r.int(2),
      tokenType: () => tokenType(r),
      bookmark: (): JsonObject => (r.chance(0.5) ? { name: 'Bookmark1' } : { state: 'H4sIAAAAAAAEAB2T' }),
      theme: () => ({ themeJson: { name: 'dark' } }),
      embedUrl: () => 'https://app.powerbi.com/reportEmbed?reportId=1',
      datasetBinding: (): JsonObject =>
        r.chance(0.5)
          ? { datasetId: 'ds1' }
          : { paginatedReportBindings: [{ sourceDatasetId: 's', targetDatasetId: 't' }] },
      contrastMode: () => r.int(5),
      slicers: () => [{ selector: f.visualSelector(r), state: f.slicerState(r) }],
      eventHooks: () => ({}),
      type: () => 'report',
    },
    0.4,
  ),
});

/** Generators of valid input, keyed by validator name (without the `validate` prefix). */
export const SEEDS: Record<string, (r: Rng) => Json> = {
  ReportLoad: reportLoad,
  PaginatedReportLoad: (r) => ({
    accessToken: token(r),
    id: f.id(r),
    ...f.some(r, {
      groupId: () => f.id(r),
      settings: () => ({
        commands: { parameterPanel: f.some(r, { enabled: () => f.bool(r), expanded: () => f.bool(r) }) },
      }),
      tokenType: () => tokenType(r),
      type: () => 'report',
      embedUrl: () => 'https://app.powerbi.com/rdlEmbed?reportId=1',
      parameterValues: () => f.listOf(r, () => ({ name: f.name(r), value: r.pick(['1', null, 'x']) }), 2),
      datasetBindings: () => [{ sourceDatasetId: 's', targetDatasetId: 't' }],
    }),
  }),
  DashboardLoad: (r) => ({
    accessToken: token(r),
    id: f.id(r),
    ...f.some(r, {
      groupId: () => f.id(r),
      pageView: () => r.pick(['actualSize', 'fitToWidth', 'oneColumn']),
      tokenType: () => tokenType(r),
      embedUrl: () => 'https://app.powerbi.com/dashboardEmbed',
    }),
  }),
  TileLoad: (r) => ({
    accessToken: token(r),
    id: f.id(r),
    dashboardId: f.id(r),
    ...f.some(r, {
      groupId: () => f.id(r),
      pageView: () => r.pick(['fitToWidth', 'anything']),
      tokenType: () => tokenType(r),
      width: () => f.num(r),
      height: () => f.num(r),
      embedUrl: () => 'https://app.powerbi.com/embed',
    }),
  }),
  LoadQnaConfiguration: (r) => ({
    accessToken: token(r),
    datasetIds: f.listOf(r, () => f.id(r), 2),
    ...f.some(r, {
      groupId: () => f.id(r),
      question: () => 'total sales by region',
      viewMode: () => r.int(2),
      settings: () =>
        f.some(r, {
          filterPaneEnabled: () => f.bool(r),
          hideErrors: () => f.bool(r),
          panes: () => f.some(r, { filters: () => f.filtersPane(r) }),
          localeSettings: () => ({ language: 'en' }),
        }),
      tokenType: () => tokenType(r),
    }),
  }),
  CreateReport: (r) => ({
    accessToken: token(r),
    datasetId: f.id(r),
    ...f.some(r, {
      groupId: () => f.id(r),
      tokenType: () => tokenType(r),
      theme: () => ({ themeJson: {} }),
      settings: () => f.settings(r),
      embedUrl: () => 'https://app.powerbi.com/reportEmbed',
      type: () => 'create',
    }),
  }),
  QuickCreate: (r) => ({
    accessToken: token(r),
    datasetCreateConfig: f.datasetCreateConfig(r),
    ...f.some(r, {
      groupId: () => f.id(r),
      tokenType: () => tokenType(r),
      theme: () => ({}),
      reportCreationMode: () => r.pick(['Default', 'QuickExplore']),
    }),
  }),
  Settings: f.settings,
  Panes: f.panes,
  BookmarksPane: f.hideable,
  FiltersPane: f.filtersPane,
  FieldsPane: f.collapsible,
  PageNavigationPane: f.pageNavigationPane,
  SelectionPane: f.hideable,
  SyncSlicersPane: f.hideable,
  VisualizationsPane: f.collapsible,
  CustomPageSize: f.customPageSize,
  PrintSettings: f.printSettings,
  ZoomLevel: (r) => r.pick([0.25, 0.5, 1, 2.5, 4]),
  VisualHeader: f.visualHeader,
  VisualSettings: f.visualSettings,
  CommandsSettings: f.commandsSettings,
  Extension: f.extension,
  MenuGroupExtension: f.menuGroupExtension,
  Filter: (r) => f.filter(r),
  UpdateFiltersRequest: (r) => f.updateFiltersRequest(r),
  VisualSelector: f.visualSelector,
  Slicer: (r) => ({
    selector: r.chance(0.5) ? f.visualSelector(r) : f.slicerTargetSelector(r),
    state: f.slicerState(r),
  }),
  SlicerState: f.slicerState,
  PlayBookmarkRequest: (r) => ({ playMode: r.int(2) }),
  AddBookmarkRequest: (r) =>
    f.some(r, { state: () => 'H4sIAAAA', displayName: () => f.name(r), apply: () => f.bool(r) }),
  ApplyBookmarkByNameRequest: (r) => ({ name: f.id(r) }),
  ApplyBookmarkStateRequest: () => ({ state: 'H4sIAAAA' }),
  CaptureBookmarkRequest: (r) => ({
    options: f.some(r, { personalizeVisuals: () => f.bool(r), allPages: () => f.bool(r) }),
  }),
  Page: (r) => ({
    name: f.id(r),
    ...f.some(r, { displayName: () => f.name(r), isActive: () => f.bool(r), visibility: () => r.int(2) }),
  }),
  SaveAsParameters: (r) => ({ name: f.name(r), ...f.some(r, { targetWorkspaceId: () => f.id(r) }) }),
  QnaInterpretInputData: (r) => ({
    question: 'top products',
    ...f.some(r, { datasetIds: () => f.listOf(r, () => f.id(r), 2) }),
  }),
  ExportDataRequest: (r) => f.some(r, { rows: () => r.pick([10, 1000]), exportDataType: () => r.int(2) }),
  CustomTheme: (r) => f.some(r, { themeJson: () => ({ name: 'theme', dataColors: ['#01B8AA'] }) }, 0.8),
};

/** Cases per validator: the load configs, settings, filters and extensions weigh most. */
export const WEIGHTS: Record<keyof typeof SEEDS, number> = {
  ReportLoad: 700,
  PaginatedReportLoad: 260,
  DashboardLoad: 220,
  TileLoad: 220,
  LoadQnaConfiguration: 240,
  CreateReport: 200,
  QuickCreate: 330,
  Settings: 450,
  Filter: 450,
  UpdateFiltersRequest: 200,
  Extension: 200,
  MenuGroupExtension: 80,
  CommandsSettings: 120,
  VisualHeader: 80,
  VisualSettings: 80,
  Slicer: 120,
  SlicerState: 90,
  VisualSelector: 60,
  Panes: 90,
  BookmarksPane: 40,
  FiltersPane: 40,
  FieldsPane: 40,
  PageNavigationPane: 40,
  SelectionPane: 40,
  SyncSlicersPane: 40,
  VisualizationsPane: 40,
  CustomPageSize: 60,
  PrintSettings: 40,
  ZoomLevel: 60,
  PlayBookmarkRequest: 40,
  AddBookmarkRequest: 40,
  ApplyBookmarkByNameRequest: 40,
  ApplyBookmarkStateRequest: 40,
  CaptureBookmarkRequest: 40,
  Page: 50,
  SaveAsParameters: 40,
  QnaInterpretInputData: 50,
  ExportDataRequest: 50,
  CustomTheme: 40,
};
