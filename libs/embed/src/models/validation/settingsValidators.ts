/** Report settings and their parts: panes, bars, layout, visual headers, commands, printing, zoom. */
import {
  BackgroundType,
  BrowserPrintAdjustmentsMode,
  CommandDisplayOption,
  DisplayOption,
  HyperlinkClickBehavior,
  LayoutType,
  PageNavigationPosition,
  PageSizeType,
  VisualContainerDisplayMode,
} from '../enums';
import { extensionsRule } from './extensionValidators';
import { validator, type Rule } from './rules';
import { visualOrTypeSelectorRule } from './selectorValidators';

// Panes. Only the fields listed are checked: e.g. the fields pane's `visible` is not, as in powerbi-models.
const hideableRule: Rule = { visible: 'boolean' };
const collapsibleRule: Rule = { expanded: 'boolean' };
export const filtersPaneRule: Rule = { visible: 'boolean', expanded: 'boolean' };
const pageNavigationPaneRule: Rule = { visible: 'boolean', position: { enum: PageNavigationPosition } };
const panesRule: Rule = {
  bookmarks: hideableRule,
  fields: collapsibleRule,
  filters: filtersPaneRule,
  pageNavigation: pageNavigationPaneRule,
  selection: hideableRule,
  syncSlicers: hideableRule,
  visualizations: collapsibleRule,
};

// Custom layout.
const customPageSizeRule: Rule = {
  type: { required: { enum: PageSizeType } },
  width: 'number',
  height: 'number',
};
const visualLayoutRule: Rule = {
  x: 'number',
  y: 'number',
  z: 'number',
  width: 'number',
  height: 'number',
  displayState: { mode: { enum: VisualContainerDisplayMode } },
};
const customLayoutRule: Rule = {
  // Only the type is checked here, not a custom width and height (validateCustomPageSize does those).
  pageSize: { type: { required: { enum: PageSizeType } } },
  displayOption: { enum: DisplayOption },
  pagesLayout: {
    mapOf: { visualsLayout: { required: { mapOf: visualLayoutRule } }, defaultLayout: visualLayoutRule },
  },
};

// Visual headers and commands.
const visualHeaderRule: Rule = { settings: { required: hideableRule }, selector: visualOrTypeSelectorRule };
const visualSettingsRule: Rule = { visualHeaders: { arrayOf: visualHeaderRule } };
const commandSettingsRule: Rule = {
  displayOption: { required: { enum: CommandDisplayOption } },
  selector: visualOrTypeSelectorRule,
};
/** focusMode and visualCalculation are not checked, as in powerbi-models. */
const commandsSettingsRule: Rule = {
  copy: commandSettingsRule,
  drill: commandSettingsRule,
  drillthrough: commandSettingsRule,
  expandCollapse: commandSettingsRule,
  exportData: commandSettingsRule,
  includeExclude: commandSettingsRule,
  removeVisual: commandSettingsRule,
  search: commandSettingsRule,
  seeData: commandSettingsRule,
  sort: commandSettingsRule,
  spotlight: commandSettingsRule,
  insightsAnalysis: commandSettingsRule,
  addComment: commandSettingsRule,
  groupVisualContainers: commandSettingsRule,
  summarize: commandSettingsRule,
  clearSelection: commandSettingsRule,
};

const printSettingsRule: Rule = { browserPrintAdjustmentsMode: { enum: BrowserPrintAdjustmentsMode } };
const zoomLevelRule: Rule = { between: [0.25, 4] };

/** Report settings, in powerbi-models' checking order. zoomLevel and localeSettings are not checked there. */
export const settingsRule: Rule = {
  filterPaneEnabled: 'boolean',
  navContentPaneEnabled: 'boolean',
  bookmarksPaneEnabled: 'boolean',
  useCustomSaveAsDialog: 'boolean',
  extensions: extensionsRule,
  layoutType: { enum: LayoutType },
  customLayout: customLayoutRule,
  background: { enum: BackgroundType },
  visualSettings: visualSettingsRule,
  hideErrors: 'boolean',
  commands: { arrayOf: commandsSettingsRule },
  hyperlinkClickBehavior: { enum: HyperlinkClickBehavior },
  bars: { actionBar: hideableRule, statusBar: hideableRule },
  panes: panesRule,
  personalBookmarksEnabled: 'boolean',
  persistentFiltersEnabled: 'boolean',
  visualRenderedEvents: 'boolean',
  authoringHintsEnabled: 'boolean',
  printSettings: printSettingsRule,
};

export const validateSettings = /* @__PURE__ */ validator(settingsRule);

export const validatePanes = /* @__PURE__ */ validator(panesRule);

export const validateBookmarksPane = /* @__PURE__ */ validator(hideableRule);

export const validateFiltersPane = /* @__PURE__ */ validator(filtersPaneRule);

export const validateFieldsPane = /* @__PURE__ */ validator(collapsibleRule);

export const validatePageNavigationPane = /* @__PURE__ */ validator(pageNavigationPaneRule);

export const validateSelectionPane = /* @__PURE__ */ validator(hideableRule);

export const validateSyncSlicersPane = /* @__PURE__ */ validator(hideableRule);

export const validateVisualizationsPane = /* @__PURE__ */ validator(collapsibleRule);

export const validateCustomPageSize = /* @__PURE__ */ validator(customPageSizeRule);

export const validateVisualHeader = /* @__PURE__ */ validator(visualHeaderRule);

export const validateVisualSettings = /* @__PURE__ */ validator(visualSettingsRule);

export const validateCommandsSettings = /* @__PURE__ */ validator(commandsSettingsRule);

export const validatePrintSettings = /* @__PURE__ */ validator(printSettingsRule);

/** The input is named for what it is: "zoomLevel must be a number between 0.25 and 4". */
export const validateZoomLevel = /* @__PURE__ */ validator(zoomLevelRule, 'zoomLevel');
