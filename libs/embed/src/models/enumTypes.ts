/**
 * The enum types of the wire protocol (powerbi-models 2.0.1), with the same names and values, so that host
 * code typed against powerbi-models compiles against ours. Types only (`declare`): their run-time objects
 * are derived from member lists in ./enums and ./filterType. tests/compat checks both against powerbi-models.
 */

export declare enum TraceType {
  Information = 0,
  Verbose = 1,
  Warning = 2,
  Error = 3,
  ExpectedError = 4,
  UnexpectedError = 5,
  Fatal = 6,
}

export declare enum TokenType {
  Aad = 0,
  Embed = 1,
}

/** A bit set: All = Read | ReadWrite | Copy | Create. */
export declare enum Permissions {
  Read = 0,
  ReadWrite = 1,
  Copy = 2,
  Create = 4,
  All = 7,
}

export declare enum ViewMode {
  View = 0,
  Edit = 1,
}

export declare enum QnaMode {
  Interactive = 0,
  ResultOnly = 1,
}

export declare enum ContrastMode {
  None = 0,
  HighContrast1 = 1,
  HighContrast2 = 2,
  HighContrastBlack = 3,
  HighContrastWhite = 4,
}

// Layout and display.

export declare enum PageSizeType {
  Widescreen = 0,
  Standard = 1,
  Cortana = 2,
  Letter = 3,
  Custom = 4,
  Mobile = 5,
}

export declare enum DisplayOption {
  FitToPage = 0,
  FitToWidth = 1,
  ActualSize = 2,
}

export declare enum BackgroundType {
  Default = 0,
  Transparent = 1,
}

export declare enum VisualContainerDisplayMode {
  Visible = 0,
  Hidden = 1,
}

export declare enum LayoutType {
  Master = 0,
  Custom = 1,
  MobilePortrait = 2,
  MobileLandscape = 3,
}

export declare enum ReportAlignment {
  Left = 0,
  Center = 1,
  Right = 2,
  None = 3,
}

export declare enum SectionVisibility {
  AlwaysVisible = 0,
  HiddenInViewMode = 1,
}

export declare enum HyperlinkClickBehavior {
  Navigate = 0,
  NavigateAndRaiseEvent = 1,
  RaiseEvent = 2,
}

export declare enum PageNavigationPosition {
  Bottom = 0,
  Left = 1,
}

export declare enum BrowserPrintAdjustmentsMode {
  Default = 0,
  NoAdjustments = 1,
}

export declare enum MenuLocation {
  Bottom = 0,
  Top = 1,
}

export declare enum CommandDisplayOption {
  Enabled = 0,
  Disabled = 1,
  Hidden = 2,
}

// Data, export and visuals.

export declare enum CredentialType {
  NoConnection = 0,
  OnBehalfOf = 1,
  Anonymous = 2,
}

export declare enum DataCacheMode {
  Import = 0,
  DirectQuery = 1,
}

/** Starts at 1, as on the wire. */
export declare enum AggregateFunction {
  Default = 1,
  None = 2,
  Sum = 3,
  Min = 4,
  Max = 5,
  Count = 6,
  Average = 7,
  DistinctCount = 8,
}

/**
 * powerbi-models declares this one (and ReportCreationMode) as a `const enum`, which never exists at run time
 * and cannot be used under isolatedModules; ours is a string enum with the same values that exists at run time.
 */
export declare enum DataType {
  Number = 'Number',
  Currency = 'Currency',
  Int32 = 'Int32',
  Percentage = 'Percentage',
  DateTime = 'DateTime',
  DateTimeZone = 'DateTimeZone',
  Date = 'Date',
  Time = 'Time',
  Duration = 'Duration',
  Text = 'Text',
  Logical = 'Logical',
  Binary = 'Binary',
}

export declare enum ReportCreationMode {
  Default = 'Default',
  QuickExplore = 'QuickExplore',
}

export declare enum ExportDataType {
  Summarized = 0,
  Underlying = 1,
}

export declare enum BookmarksPlayMode {
  Off = 0,
  Presentation = 1,
}

/** Starts at 1, as on the wire. */
export declare enum SortDirection {
  Ascending = 1,
  Descending = 2,
}

export declare enum VisualDataRoleKind {
  Grouping = 0,
  Measure = 1,
  GroupingOrMeasure = 2,
}

export declare enum VisualDataRoleKindPreference {
  Measure = 0,
  Grouping = 1,
}

// Filters (embed spec §3 "Filters").

/** The `filterType` of each filter kind, as on the wire. */
export declare enum FilterType {
  Advanced = 0,
  Basic = 1,
  Unknown = 2,
  IncludeExclude = 3,
  RelativeDate = 4,
  TopN = 5,
  Tuple = 6,
  RelativeTime = 7,
  Identity = 8,
  Hierarchy = 9,
  HierarchyIdentity = 10,
}

export declare enum RelativeDateOperators {
  InLast = 0,
  InThis = 1,
  InNext = 2,
}

export declare enum RelativeDateFilterTimeUnit {
  Days = 0,
  Weeks = 1,
  CalendarWeeks = 2,
  Months = 3,
  CalendarMonths = 4,
  Years = 5,
  CalendarYears = 6,
  Minutes = 7,
  Hours = 8,
}

/** How a filter update combines with the filters already applied. */
export declare enum FiltersOperations {
  RemoveAll = 0,
  ReplaceAll = 1,
  Add = 2,
  Replace = 3,
}

export declare enum FiltersLevel {
  Report = 0,
  Page = 1,
  Visual = 2,
}

export declare enum RelativeTimeFilterTimeUnit {
  Minutes = 0,
  Hours = 1,
}
