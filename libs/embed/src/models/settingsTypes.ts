/** Settings of a report, a paginated report and a Q&A embed. Types only. */
import type {
  BackgroundType,
  BrowserPrintAdjustmentsMode,
  CommandDisplayOption,
  HyperlinkClickBehavior,
  LayoutType,
  PageNavigationPosition,
} from './enums';
import type { Extensions } from './extensionTypes';
import type { ICustomLayout } from './layoutTypes';
import type { IVisualSelector, IVisualTypeSelector } from './selectorTypes';

export interface IHideable {
  visible?: boolean;
}
export interface ICollapsible {
  expanded?: boolean;
}

// Bars and panes.

export type IActionBar = IHideable;
export type IStatusBar = IHideable;
export interface IReportBars {
  actionBar?: IActionBar;
  statusBar?: IStatusBar;
}
export type IBookmarksPane = IHideable;
export interface IFieldsPane extends ICollapsible, IHideable {}
export interface IFiltersPane extends ICollapsible, IHideable {}
export interface IPageNavigationPane extends IHideable {
  position?: PageNavigationPosition;
}
export type ISelectionPane = IHideable;
export type ISyncSlicersPane = IHideable;
export interface IVisualizationsPane extends ICollapsible, IHideable {}
export interface IPanes {
  filters?: IFiltersPane;
}
export type IQnaPanes = IPanes;
export interface IReportPanes extends IPanes {
  bookmarks?: IBookmarksPane;
  fields?: IFieldsPane;
  pageNavigation?: IPageNavigationPane;
  selection?: ISelectionPane;
  syncSlicers?: ISyncSlicersPane;
  visualizations?: IVisualizationsPane;
}

// Visual headers and commands.

export type VisualHeaderSelector = IVisualSelector | IVisualTypeSelector;
export type VisualsHeaderSelector = VisualHeaderSelector;
export interface IVisualHeaderSettings {
  visible?: boolean;
}
export interface IVisualHeader {
  settings: IVisualHeaderSettings;
  selector?: VisualHeaderSelector;
}
export interface IVisualSettings {
  visualHeaders?: IVisualHeader[];
}
export type VisualCommandSelector = IVisualSelector | IVisualTypeSelector;
export interface ICommandSettings {
  displayOption: CommandDisplayOption;
  selector?: VisualCommandSelector;
}
export interface ICommandsSettings {
  copy?: ICommandSettings;
  drill?: ICommandSettings;
  drillthrough?: ICommandSettings;
  expandCollapse?: ICommandSettings;
  exportData?: ICommandSettings;
  includeExclude?: ICommandSettings;
  removeVisual?: ICommandSettings;
  search?: ICommandSettings;
  seeData?: ICommandSettings;
  sort?: ICommandSettings;
  spotlight?: ICommandSettings;
  insightsAnalysis?: ICommandSettings;
  addComment?: ICommandSettings;
  groupVisualContainers?: ICommandSettings;
  summarize?: ICommandSettings;
  clearSelection?: ICommandSettings;
  focusMode?: ICommandSettings;
  visualCalculation?: ICommandSettings;
}
export interface IPaginatedReportsCommandSettings {
  enabled?: boolean;
}
export interface IParametersPanelCommandSettings extends IPaginatedReportsCommandSettings {
  expanded?: boolean;
}
export interface IPaginatedReportsCommandsSettings {
  parameterPanel?: IParametersPanelCommandSettings;
}

export interface ILocaleSettings {
  language?: string;
  formatLocale?: string;
}
export interface IPrintSettings {
  browserPrintAdjustmentsMode?: BrowserPrintAdjustmentsMode;
}

export interface ISettings {
  authoringHintsEnabled?: boolean;
  background?: BackgroundType;
  bars?: IReportBars;
  bookmarksPaneEnabled?: boolean;
  commands?: ICommandsSettings[] | IPaginatedReportsCommandsSettings;
  customLayout?: ICustomLayout;
  extensions?: Extensions;
  filterPaneEnabled?: boolean;
  hideErrors?: boolean;
  hyperlinkClickBehavior?: HyperlinkClickBehavior;
  layoutType?: LayoutType;
  navContentPaneEnabled?: boolean;
  panes?: IReportPanes;
  persistentFiltersEnabled?: boolean;
  personalBookmarksEnabled?: boolean;
  useCustomSaveAsDialog?: boolean;
  visualRenderedEvents?: boolean;
  visualSettings?: IVisualSettings;
  localeSettings?: ILocaleSettings;
  zoomLevel?: number;
  printSettings?: IPrintSettings;
}
export interface IPaginatedReportSettings {
  commands?: IPaginatedReportsCommandsSettings;
}
export interface IQnaSettings {
  filterPaneEnabled?: boolean;
  hideErrors?: boolean;
  localeSettings?: ILocaleSettings;
  panes?: IQnaPanes;
}
