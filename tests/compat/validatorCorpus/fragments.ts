/** Valid building blocks of the corpus: targets, filters, selectors, settings, extensions, datasets. */
import type { Json, JsonObject } from './json';
import type { Rng } from './prng';

const SCHEMA = 'http://powerbi.com/product/schema#';
export const VISUAL_SELECTOR = `${SCHEMA}visualSelector`;
export const VISUAL_TYPE_SELECTOR = `${SCHEMA}visualTypeSelector`;
export const SLICER_TARGET_SELECTOR = `${SCHEMA}slicerTargetSelector`;

/** Keeps each optional entry with probability `p`. */
export function some(r: Rng, entries: Record<string, () => Json>, p = 0.5): JsonObject {
  const out: JsonObject = {};
  for (const [key, make] of Object.entries(entries)) if (r.chance(p)) out[key] = make();
  return out;
}

export const name = (r: Rng): string =>
  r.pick(['Sales', 'Region', 'a', '', 'Total Revenue', 'São Paulo', 'x_1']);
export const id = (r: Rng): string =>
  r.pick(['f4c1d0a2-1111-4c2e-9d1e-0123456789ab', 'report-1', '', 'ReportSection3', 'abc']);
export const bool = (r: Rng): boolean => r.chance(0.5);
export const num = (r: Rng): number => r.pick([0, 1, 2, 10, 250.5, -3, 1920]);
export const primitive = (r: Rng): Json => r.pick<Json>(['North', 1, 2.5, true, false, '', 0, null]);
export const listOf = <T extends Json>(r: Rng, make: () => T, max = 3): T[] =>
  Array.from({ length: r.int(max + 1) }, make);
export const enumValue = (r: Rng, values: readonly number[]): number => r.pick(values);

// Targets.
export function target(r: Rng): JsonObject {
  const base: JsonObject = { table: name(r) };
  const kind = r.int(3);
  if (kind === 0) base.column = name(r);
  else if (kind === 1) base.measure = name(r);
  else Object.assign(base, { hierarchy: name(r), hierarchyLevel: name(r) });
  if (r.chance(0.15)) base.aggregationFunction = r.pick(['Sum', 'Count', 3]);
  if (r.chance(0.1)) base.keys = ['k1', 'k2'];
  if (r.chance(0.1)) base.percentOfGrandTotal = true;
  return base;
}

export function filterTarget(r: Rng): Json {
  const kind = r.int(10);
  if (kind < 7) return target(r);
  if (kind < 9) return listOf(r, () => target(r), 2);
  return [listOf(r, () => target(r), 2)];
}

// Filters, one valid example of each kind the validators accept.
function filterBase(r: Rng, schema: string, filterType: number): JsonObject {
  return {
    ...(r.chance(0.85) ? { $schema: `${SCHEMA}${schema}` } : {}),
    target: filterTarget(r),
    ...(r.chance(0.8) ? { filterType } : {}),
    ...(r.chance(0.2)
      ? { displaySettings: some(r, { isLockedInViewMode: () => bool(r), displayName: () => name(r) }) }
      : {}),
  };
}

const hierarchyNode = (r: Rng, depth: number): JsonObject =>
  some(r, {
    value: () => primitive(r),
    keyValues: () => listOf(r, () => primitive(r), 2),
    operator: () => r.pick(['Selected', 'NotSelected', 'Inherited']),
    ...(depth < 2 ? { children: () => listOf(r, () => hierarchyNode(r, depth + 1), 2) } : {}),
  });

export const FILTER_KINDS = [
  'basic',
  'basicWithKeys',
  'advanced',
  'topN',
  'relativeDate',
  'relativeTime',
  'hierarchy',
  'includeExclude',
  'notSupported',
] as const;

export function filter(r: Rng, kind = r.pick(FILTER_KINDS)): JsonObject {
  switch (kind) {
    case 'basic':
      return {
        ...filterBase(r, 'basic', 1),
        operator: r.pick(['In', 'NotIn', 'All']),
        values: listOf(r, () => primitive(r)),
        ...some(r, { requireSingleSelection: () => bool(r) }),
      };
    case 'basicWithKeys':
      return {
        ...filterBase(r, 'basic', 1),
        target: { table: name(r), column: name(r), keys: ['k1'] },
        operator: 'In',
        values: [1],
        keyValues: [[1], ['a']],
      };
    case 'advanced':
      return {
        ...filterBase(r, 'advanced', 0),
        logicalOperator: r.pick(['And', 'Or']),
        ...some(r, {
          conditions: () =>
            listOf(
              r,
              () => ({ operator: r.pick(['Is', 'LessThan', 'Contains', 'IsBlank']), value: primitive(r) }),
              2,
            ),
        }),
      };
    case 'topN':
      return {
        ...filterBase(r, 'topN', 5),
        operator: r.pick(['Top', 'Bottom']),
        itemCount: r.pick([1, 5, 10]),
        orderBy: target(r),
      };
    case 'relativeDate':
      return {
        ...filterBase(r, 'relativeDate', 4),
        operator: r.int(3),
        ...some(r, { timeUnitsCount: () => r.pick([1, 3, 12]) }, 0.8),
        timeUnitType: r.int(7),
        includeToday: bool(r),
      };
    case 'relativeTime':
      return {
        ...filterBase(r, 'relativeTime', 7),
        operator: r.int(3),
        ...some(r, { timeUnitsCount: () => r.pick([1, 30]) }, 0.8),
        timeUnitType: r.pick([7, 8]),
      };
    case 'hierarchy':
      return {
        ...filterBase(r, 'hierarchy', 9),
        target: listOf(r, () => target(r), 2),
        hierarchyData: listOf(r, () => hierarchyNode(r, 0), 2),
      };
    case 'includeExclude':
      return {
        ...filterBase(r, 'includeExclude', 3),
        isExclude: bool(r),
        values: r.chance(0.5)
          ? listOf(r, () => primitive(r))
          : [[[{ value: 'a', ...(r.chance(0.5) ? { keyValues: ['k'] } : {}) }]]],
      };
    case 'notSupported':
      return { ...filterBase(r, 'notSupported', 2), message: 'not supported', notSupportedTypeName: name(r) };
  }
}

export const filters = (r: Rng): JsonObject[] => listOf(r, () => filter(r), 3);

export function updateFiltersRequest(r: Rng, operationKey = 'filtersOperation'): JsonObject {
  const operation = r.int(4);
  return operation === 0 ? { [operationKey]: 0 } : { [operationKey]: operation, filters: filters(r) };
}

// Selectors.
export const visualSelector = (r: Rng): JsonObject => ({
  ...(r.chance(0.6) ? { $schema: VISUAL_SELECTOR } : {}),
  visualName: r.pick(['VisualContainer1', 'abc', '']),
});
export const visualTypeSelector = (r: Rng): JsonObject => ({
  $schema: VISUAL_TYPE_SELECTOR,
  visualType: r.pick(['barChart', 'table', 'slicer']),
});
export const visualOrTypeSelector = (r: Rng): JsonObject =>
  r.chance(0.5) ? visualSelector(r) : visualTypeSelector(r);
export const slicerTargetSelector = (r: Rng): JsonObject => ({
  $schema: SLICER_TARGET_SELECTOR,
  target: target(r),
});

export const slicerState = (r: Rng): JsonObject =>
  some(
    r,
    {
      filters: () =>
        listOf(r, () => filter(r, r.pick(['basic', 'advanced', 'relativeDate', 'hierarchy'])), 2),
    },
    0.8,
  );

// Extensions.
export function menuExtension(r: Rng): JsonObject {
  const common = some(r, { title: () => name(r), icon: () => 'data:image/png;base64,AAAA' });
  return r.chance(0.5)
    ? { ...common, ...some(r, { menuLocation: () => r.int(2) }) }
    : { ...common, groupName: r.pick(['group1', 'g']) };
}
export const commandExtension = (r: Rng): JsonObject => ({
  name: r.pick(['cmd1', 'export', '']),
  title: name(r),
  extend: some(r, { visualContextMenu: () => menuExtension(r), visualOptionsMenu: () => menuExtension(r) }),
  ...some(r, { icon: () => 'data:image/png;base64,AAAA', selector: () => visualOrTypeSelector(r) }, 0.3),
});
export const menuGroupExtension = (r: Rng): JsonObject => ({
  name: r.pick(['group1', 'g']),
  title: name(r),
  ...some(r, { menuLocation: () => r.int(2) }),
});
export const extension = (r: Rng): JsonObject => some(r, { command: () => commandExtension(r) }, 0.9);
export const extensions = (r: Rng): Json =>
  r.chance(0.4)
    ? listOf(r, () => extension(r), 2)
    : {
        commands: listOf(r, () => commandExtension(r), 2),
        ...some(r, { groups: () => listOf(r, () => menuGroupExtension(r), 2) }),
      };

// Settings.
const hideable = (r: Rng): JsonObject => some(r, { visible: () => bool(r) });
const collapsible = (r: Rng): JsonObject => some(r, { expanded: () => bool(r), visible: () => bool(r) });
export const filtersPane = collapsible;
export const pageNavigationPane = (r: Rng): JsonObject =>
  some(r, { visible: () => bool(r), position: () => r.int(2) });
export const panes = (r: Rng): JsonObject =>
  some(
    r,
    {
      bookmarks: () => hideable(r),
      fields: () => collapsible(r),
      filters: () => collapsible(r),
      pageNavigation: () => pageNavigationPane(r),
      selection: () => hideable(r),
      syncSlicers: () => hideable(r),
      visualizations: () => collapsible(r),
    },
    0.4,
  );
export { collapsible, hideable };

export const customPageSize = (r: Rng): JsonObject => ({
  type: r.int(6),
  ...some(r, { width: () => r.pick([1280, 0.5]), height: () => r.pick([720, 100]) }),
});
const visualLayout = (r: Rng): JsonObject =>
  some(r, {
    x: () => num(r),
    y: () => num(r),
    z: () => r.int(5),
    width: () => num(r),
    height: () => num(r),
    displayState: () => some(r, { mode: () => r.int(2) }, 0.8),
  });
export const customLayout = (r: Rng): JsonObject =>
  some(r, {
    pageSize: () => customPageSize(r),
    displayOption: () => r.int(3),
    pagesLayout: () => ({
      ReportSection1: {
        visualsLayout: { v1: visualLayout(r) },
        ...some(r, { defaultLayout: () => visualLayout(r) }),
      },
    }),
    reportAlignment: () => r.int(4),
  });

export const visualHeader = (r: Rng): JsonObject => ({
  settings: hideable(r),
  ...some(r, { selector: () => visualOrTypeSelector(r) }),
});
export const visualSettings = (r: Rng): JsonObject =>
  some(r, { visualHeaders: () => listOf(r, () => visualHeader(r), 2) }, 0.8);

const COMMANDS = [
  'copy',
  'drill',
  'drillthrough',
  'exportData',
  'sort',
  'spotlight',
  'seeData',
  'clearSelection',
];
export const commandsSettings = (r: Rng): JsonObject => {
  const out: JsonObject = {};
  for (const command of COMMANDS) {
    if (r.chance(0.3)) {
      out[command] = {
        displayOption: r.int(3),
        ...some(r, { selector: () => visualOrTypeSelector(r) }, 0.3),
      };
    }
  }
  return out;
};

export const printSettings = (r: Rng): JsonObject =>
  some(r, { browserPrintAdjustmentsMode: () => r.int(2) }, 0.8);

export const settings = (r: Rng): JsonObject =>
  some(
    r,
    {
      filterPaneEnabled: () => bool(r),
      navContentPaneEnabled: () => bool(r),
      bookmarksPaneEnabled: () => bool(r),
      useCustomSaveAsDialog: () => bool(r),
      extensions: () => extensions(r),
      layoutType: () => r.int(4),
      customLayout: () => customLayout(r),
      background: () => r.int(2),
      visualSettings: () => visualSettings(r),
      hideErrors: () => bool(r),
      commands: () => listOf(r, () => commandsSettings(r), 2),
      hyperlinkClickBehavior: () => r.int(3),
      bars: () => some(r, { actionBar: () => hideable(r), statusBar: () => hideable(r) }),
      panes: () => panes(r),
      personalBookmarksEnabled: () => bool(r),
      persistentFiltersEnabled: () => bool(r),
      visualRenderedEvents: () => bool(r),
      authoringHintsEnabled: () => bool(r),
      printSettings: () => printSettings(r),
      localeSettings: () => ({ language: 'pt', formatLocale: 'pt-BR' }),
      zoomLevel: () => r.pick([0.5, 1, 2]),
    },
    0.25,
  );

// Dataset creation.
export function datasetCreateConfig(r: Rng): JsonObject {
  const config: JsonObject = { locale: r.pick(['en-US', 'pt-BR']) };
  const useMashup = r.chance(0.6);
  if (useMashup) config.mashupDocument = 'let Source = 1 in Source';
  if (useMashup && r.chance(0.5)) {
    config.datasourceConnectionConfig = some(r, {
      dataCacheMode: () => r.int(2),
      credentials: () => ({
        credentialType: r.int(3),
        ...some(r, { credentialDetails: () => ({ user: 'u', secret: 's' }) }),
      }),
    });
  }
  if (!useMashup || r.chance(0.3)) {
    config.tableSchemaList = [
      {
        name: 'Table1',
        columns: [
          { name: 'c1', dataType: r.pick(['Text', 'Number', 'DateTime']) },
          { name: 'c2', displayName: 'C2', dataType: 'Int32', aggregateFunction: r.int(8) + 1 },
        ],
      },
    ];
    config.data = [
      {
        name: 'Table1',
        rows: [
          ['a', '1'],
          ['b', '2'],
        ],
      },
    ];
  }
  return config;
}
