import { models } from '@nuvem/embed';
import { FieldCatalog } from '../data/fieldCatalog';
import { reportContent } from '../testing/demoContent';
import { canvasGeometryOf } from './canvasGeometry';
import { applyFiltersOperation } from './filterOperations';
import { filtersForVisual } from './filtersForVisual';
import { initialReportState } from './initialReportState';
import { isHeaderVisible } from './visualHeaders';
import { menuCommandsFor } from './menuCommands';
import { paneVisibilityOf } from './panes';
import { canvasScaleOf, displayOptionOf, pageSizeOf, resolveVisualLayout } from './pageLayout';
import { mergeSettings } from './settingsMerge';
import { nextSelection } from './actions/selectionActions';
import {
  slicerFiltersOfRange,
  slicerFiltersOfValues,
  slicerRangeOf,
  slicerValuesOf,
} from './slicerSelection';
import type { ReportState } from './reportState';

const basic = (column: string, values: string[]): models.IBasicFilter => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Consumo', column },
  filterType: models.FilterType.Basic,
  operator: 'In',
  values,
});

const catalog = new FieldCatalog(reportContent().dataset, 'pt-BR', (fn, field) => `${fn} ${field}`);
const initial = (config: object = {}): ReportState =>
  initialReportState(reportContent(), { id: 'r', accessToken: 't', ...config }, catalog).state;

describe('filter operations', () => {
  const south = basic('Região', ['Sul']);
  const north = basic('Região', ['Norte']);
  const iaas = basic('Serviço', ['IaaS']);
  test.each([
    [models.FiltersOperations.RemoveAll, [south], [], []],
    [models.FiltersOperations.ReplaceAll, [south], [iaas], [iaas]],
    [models.FiltersOperations.Add, [south], [iaas], [south, iaas]],
    [models.FiltersOperations.Replace, [south, iaas], [north], [north, iaas]],
    [models.FiltersOperations.Replace, [iaas], [north], [iaas, north]],
  ])('operation %i', (operation, current, given, expected) => {
    expect(applyFiltersOperation(current, operation, given)).toEqual(expected);
  });
});

describe('which filters apply to a visual', () => {
  test('report, page and own filters, the other slicers of the page, and another visual selection', () => {
    const state: ReportState = {
      ...initial(),
      filters: {
        report: [basic('Região', ['Sul'])],
        pages: { Overview: [basic('Serviço', ['IaaS'])], Details: [basic('Serviço', ['PaaS'])] },
        visuals: { 'Overview/byRegion': [basic('Região', ['Norte'])] },
      },
      slicers: { 'Overview/serviceSlicer': [basic('Serviço', ['Backup'])] },
      selection: {
        page: 'Overview',
        visual: 'byRegion',
        points: [{ identity: [{ key: 'Consumo.Região', value: 'Sul' }], values: [] }],
      },
    };
    const values = (filters: models.IFilter[]) =>
      filters.map((filter) => (filter as models.IBasicFilter).values[0]);
    expect(values(filtersForVisual(state, 'Overview', 'total'))).toEqual(['Sul', 'IaaS', 'Backup', 'Sul']);
    // Its own selection does not filter the selected visual; nor does a slicer filter itself.
    expect(values(filtersForVisual(state, 'Overview', 'byRegion'))).toEqual([
      'Sul',
      'IaaS',
      'Norte',
      'Backup',
    ]);
    expect(values(filtersForVisual(state, 'Overview', 'serviceSlicer'))).toEqual(['Sul', 'IaaS', 'Sul']);
    // Another page: neither the selection nor the slicer.
    expect(values(filtersForVisual(state, 'Details', 'table'))).toEqual(['Sul', 'PaaS']);
  });
});

describe('selection', () => {
  const point = (value: string) => ({ identity: [{ key: 'Consumo.Região', value }], values: [] });
  test('a pick replaces, picking it again clears, a multi pick toggles', () => {
    const one = nextSelection(null, 'P', 'v', point('Sul'), false);
    expect(one?.points).toHaveLength(1);
    expect(nextSelection(one, 'P', 'v', point('Sul'), false)).toBeNull();
    const two = nextSelection(one, 'P', 'v', point('Norte'), true);
    expect(two?.points).toHaveLength(2);
    expect(nextSelection(two, 'P', 'v', point('Norte'), true)?.points).toEqual([point('Sul')]);
    expect(nextSelection(two, 'P', 'w', point('Sul'), true)?.visual).toBe('w');
    expect(nextSelection(two, 'P', 'v', null, false)).toBeNull();
  });
});

describe('layout', () => {
  const state = initial();
  const page = state.report.pages[0]!;
  const bars = page.visuals[1]!;

  test('a visual keeps its stored layout unless a Custom layout says otherwise', () => {
    expect(resolveVisualLayout({}, 'Overview', bars)).toEqual({
      x: 320,
      y: 0,
      z: 0,
      width: 400,
      height: 300,
      hidden: false,
    });
    const custom: models.ISettings = {
      layoutType: models.LayoutType.Custom,
      customLayout: {
        pagesLayout: {
          Overview: {
            defaultLayout: { displayState: { mode: models.VisualContainerDisplayMode.Hidden } },
            visualsLayout: {
              byRegion: { x: 1, y: 1, displayState: { mode: models.VisualContainerDisplayMode.Visible } },
            },
          },
        },
      },
    };
    expect(resolveVisualLayout(custom, 'Overview', bars)).toMatchObject({ x: 1, y: 1, hidden: false });
    expect(resolveVisualLayout(custom, 'Overview', page.visuals[0]!).hidden).toBe(true);
    // Without layoutType Custom the custom layout is not used (Power BI's rule).
    expect(resolveVisualLayout({ customLayout: custom.customLayout }, 'Overview', bars).x).toBe(320);
  });

  test('page size and display option come from a Custom layout when it gives them', () => {
    const settings: models.ISettings = {
      layoutType: models.LayoutType.Custom,
      customLayout: {
        pageSize: { type: models.PageSizeType.Custom, width: 600, height: 400 } as models.ICustomPageSize,
        displayOption: models.DisplayOption.ActualSize,
      },
    };
    expect(pageSizeOf(settings, page)).toEqual({ width: 600, height: 400 });
    expect(
      pageSizeOf({ layoutType: 1, customLayout: { pageSize: { type: models.PageSizeType.Standard } } }, page),
    ).toEqual({ width: 960, height: 720 });
    expect(displayOptionOf(settings, page)).toBe(models.DisplayOption.ActualSize);
    expect(displayOptionOf({}, page)).toBe(models.DisplayOption.FitToPage);
  });

  test.each([
    [models.DisplayOption.FitToPage, { width: 640, height: 720 }, 1, 0.5],
    [models.DisplayOption.FitToPage, { width: 1280, height: 360 }, 1, 0.5],
    [models.DisplayOption.FitToWidth, { width: 640, height: 100 }, 1, 0.5],
    [models.DisplayOption.ActualSize, { width: 640, height: 100 }, 1, 1],
    [models.DisplayOption.FitToWidth, { width: 640, height: 100 }, 2, 1],
  ])('display option %i in a %o frame at zoom %d scales by %d', (option, frame, zoom, scale) => {
    expect(canvasScaleOf(option, { width: 1280, height: 720 }, frame, zoom)).toBe(scale);
  });

  test('settings merge: panes pane by pane, custom layouts visual by visual', () => {
    const merged = mergeSettings(
      {
        panes: { filters: { visible: false } },
        layoutType: 1,
        customLayout: { pagesLayout: { P: { visualsLayout: { a: { x: 1 } } } } },
      },
      {
        panes: { pageNavigation: { visible: false } },
        customLayout: { pagesLayout: { P: { visualsLayout: { a: { y: 2 }, b: { x: 3 } } } } },
      },
    );
    expect(merged.panes).toEqual({ filters: { visible: false }, pageNavigation: { visible: false } });
    expect(merged.customLayout?.pagesLayout?.P?.visualsLayout).toEqual({ a: { x: 1, y: 2 }, b: { x: 3 } });
  });
});

describe('panes, headers and menus', () => {
  test('panes: the newer panes win over the older flags; a single visual has none', () => {
    expect(paneVisibilityOf({}, false)).toMatchObject({
      filters: true,
      pageNavigation: true,
      bookmarks: false,
    });
    expect(paneVisibilityOf({ filterPaneEnabled: false, navContentPaneEnabled: false }, false)).toMatchObject(
      {
        filters: false,
        pageNavigation: false,
      },
    );
    expect(
      paneVisibilityOf(
        { filterPaneEnabled: false, panes: { filters: { visible: true, expanded: false } } },
        false,
      ),
    ).toMatchObject({
      filters: true,
      filtersExpanded: false,
    });
    expect(
      paneVisibilityOf({ panes: { pageNavigation: { position: models.PageNavigationPosition.Left } } }, false)
        .pageNavigationPosition,
    ).toBe('left');
    expect(paneVisibilityOf({}, true)).toMatchObject({ filters: false, pageNavigation: false });
  });

  test('visual headers: a name selector beats a type selector beats the default', () => {
    const settings: models.ISettings = {
      visualSettings: {
        visualHeaders: [
          { settings: { visible: false } },
          {
            settings: { visible: true },
            selector: { $schema: '', visualType: 'card' } as models.IVisualTypeSelector,
          },
          {
            settings: { visible: false },
            selector: { $schema: '', visualName: 'total' } as models.IVisualSelector,
          },
        ],
      },
    };
    expect(isHeaderVisible(settings, { name: 'byRegion', type: 'clusteredBarChart' })).toBe(false);
    expect(isHeaderVisible(settings, { name: 'other', type: 'card' })).toBe(true);
    expect(isHeaderVisible(settings, { name: 'total', type: 'card' })).toBe(false);
    expect(isHeaderVisible({}, { name: 'x', type: 'card' })).toBe(true);
  });

  test('menu commands: chosen by selector, grouped commands take their group location', () => {
    const settings: models.ISettings = {
      extensions: {
        commands: [
          { name: 'all', title: 'For all', extend: { visualContextMenu: { title: 'Everywhere' } } },
          {
            name: 'cards',
            title: 'Cards',
            selector: { $schema: '', visualType: 'card' } as models.IVisualTypeSelector,
            extend: {
              visualOptionsMenu: { title: 'Card cmd', menuLocation: models.MenuLocation.Bottom },
              visualContextMenu: { groupName: 'g' },
            },
          },
        ],
        groups: [{ name: 'g', title: 'Group', menuLocation: models.MenuLocation.Top }],
      },
    };
    expect(
      menuCommandsFor(settings, { name: 'b', type: 'clusteredBarChart' }, 'visualContextMenu').map(
        (c) => c.name,
      ),
    ).toEqual(['all']);
    expect(menuCommandsFor(settings, { name: 'c', type: 'card' }, 'visualContextMenu')).toEqual([
      {
        name: 'cards',
        title: 'Cards',
        commandTitle: 'Cards',
        group: 'Group',
        location: models.MenuLocation.Top,
      },
      { name: 'all', title: 'Everywhere', commandTitle: 'For all', location: models.MenuLocation.Bottom },
    ]);
    expect(menuCommandsFor(settings, { name: 'c', type: 'card' }, 'visualOptionsMenu')[0]?.title).toBe(
      'Card cmd',
    );
  });
});

describe('load config', () => {
  test('pageName picks the page; an unknown one warns and keeps the first', () => {
    expect(initial({ pageName: 'Details' }).activePage).toBe('Details');
    const unknown = initialReportState(
      reportContent(),
      { id: 'r', accessToken: 't', pageName: 'Nope' },
      catalog,
    );
    expect(unknown.state.activePage).toBe('Overview');
    expect(unknown.warnings[0]?.message).toBe('pageNotFound');
  });

  test('filters on unknown fields are left out and reported', () => {
    const loaded = initialReportState(
      reportContent(),
      { id: 'r', accessToken: 't', filters: [basic('Nope', ['x'])] as models.ReportLevelFilters[] },
      catalog,
    );
    expect(loaded.state.filters.report).toEqual([]);
    expect(loaded.warnings[0]?.message).toBe('invalidFilters');
  });

  test('slicers in the config select by visual name or by target', () => {
    const state = initial({
      slicers: [
        {
          selector: { $schema: '', target: { table: 'Consumo', column: 'Serviço' } },
          state: { filters: [basic('Serviço', ['PaaS'])] },
        },
      ],
    });
    expect(state.slicers['Overview/serviceSlicer']).toEqual([basic('Serviço', ['PaaS'])]);
  });

  test('edit mode on load needs the edit action', () => {
    expect(initial({ viewMode: models.ViewMode.Edit }).viewMode).toBe(models.ViewMode.Edit);
    const viewer = initialReportState(
      reportContent(['view']),
      { id: 'r', accessToken: 't', viewMode: models.ViewMode.Edit },
      catalog,
    );
    expect(viewer.state.viewMode).toBe(models.ViewMode.View);
  });
});

describe('slicer selections', () => {
  const field = { table: 'Consumo', column: 'Serviço' };
  test('a list choice is a basic In filter, and back', () => {
    const filters = slicerFiltersOfValues(field, ['IaaS', 'PaaS']);
    expect(filters).toEqual([expect.objectContaining({ operator: 'In', values: ['IaaS', 'PaaS'] })]);
    expect(slicerValuesOf(filters)).toEqual(['IaaS', 'PaaS']);
    expect(slicerFiltersOfValues(field, [])).toEqual([]);
    expect(models.validateFilter(filters[0])).toBeUndefined();
  });
  test('a date range is an advanced filter of its ends, and back', () => {
    const filters = slicerFiltersOfRange(
      { table: 'Consumo', column: 'Mês' },
      { from: '2026-01-01', to: null },
    );
    expect(slicerRangeOf(filters)).toEqual({ from: '2026-01-01', to: null });
    expect(models.validateFilter(filters[0])).toBeUndefined();
    expect(slicerFiltersOfRange({ table: 'Consumo', column: 'Mês' }, { from: null, to: null })).toEqual([]);
  });
});

describe('canvas geometry', () => {
  test('visuals are placed in pixels at the page scale', () => {
    const geometry = canvasGeometryOf(initial(), { width: 640, height: 720 });
    expect(geometry).toMatchObject({ scale: 0.5, width: 640, height: 360 });
    expect(geometry.visuals.find((visual) => visual.visual.name === 'byRegion')?.box).toEqual({
      left: 160,
      top: 0,
      width: 200,
      height: 150,
    });
  });
  test('a visual embed fills the frame; a mobile layout stacks', () => {
    const single = canvasGeometryOf(
      { ...initial(), singleVisual: { page: 'Overview', visual: 'byRegion' } },
      { width: 300, height: 200 },
    );
    expect(single.visuals.map((visual) => visual.box)).toEqual([
      { left: 0, top: 0, width: 300, height: 200 },
    ]);
    const mobile = canvasGeometryOf(
      { ...initial(), settings: { layoutType: models.LayoutType.MobilePortrait } },
      { width: 320, height: 600 },
    );
    expect(mobile.visuals.map((visual) => visual.visual.name)).toEqual([
      'total',
      'byRegion',
      'note',
      'serviceSlicer',
    ]);
    expect(mobile.visuals.every((visual) => visual.box.width === 320 && visual.box.left === 0)).toBe(true);
  });
});
