/**
 * The enums of the wire protocol (powerbi-models 2.0.1), with the same names and values. Numeric enums keep
 * TypeScript's reverse mapping on purpose: host code reads names back, e.g. `LayoutType[layoutType]`.
 * Filter enums live in ./filterType.
 */

export enum TraceType {
  Information = 0,
  Verbose = 1,
  Warning = 2,
  Error = 3,
  ExpectedError = 4,
  UnexpectedError = 5,
  Fatal = 6,
}

export enum TokenType {
  Aad = 0,
  Embed = 1,
}

/** A bit set: All = Read | ReadWrite | Copy | Create. */
export enum Permissions {
  Read = 0,
  ReadWrite = 1,
  Copy = 2,
  Create = 4,
  All = 7,
}

export enum ViewMode {
  View = 0,
  Edit = 1,
}

export enum QnaMode {
  Interactive = 0,
  ResultOnly = 1,
}

export enum ContrastMode {
  None = 0,
  HighContrast1 = 1,
  HighContrast2 = 2,
  HighContrastBlack = 3,
  HighContrastWhite = 4,
}

// Layout and display.

export enum PageSizeType {
  Widescreen = 0,
  Standard = 1,
  Cortana = 2,
  Letter = 3,
  Custom = 4,
  Mobile = 5,
}

export enum DisplayOption {
  FitToPage = 0,
  FitToWidth = 1,
  ActualSize = 2,
}

export enum BackgroundType {
  Default = 0,
  Transparent = 1,
}

export enum VisualContainerDisplayMode {
  Visible = 0,
  Hidden = 1,
}

export enum LayoutType {
  Master = 0,
  Custom = 1,
  MobilePortrait = 2,
  MobileLandscape = 3,
}

export enum ReportAlignment {
  Left = 0,
  Center = 1,
  Right = 2,
  None = 3,
}

export enum SectionVisibility {
  AlwaysVisible = 0,
  HiddenInViewMode = 1,
}

export enum HyperlinkClickBehavior {
  Navigate = 0,
  NavigateAndRaiseEvent = 1,
  RaiseEvent = 2,
}

export enum PageNavigationPosition {
  Bottom = 0,
  Left = 1,
}

export enum BrowserPrintAdjustmentsMode {
  Default = 0,
  NoAdjustments = 1,
}

export enum MenuLocation {
  Bottom = 0,
  Top = 1,
}

export enum CommandDisplayOption {
  Enabled = 0,
  Disabled = 1,
  Hidden = 2,
}

// Data, export and visuals.

export enum CredentialType {
  NoConnection = 0,
  OnBehalfOf = 1,
  Anonymous = 2,
}

export enum DataCacheMode {
  Import = 0,
  DirectQuery = 1,
}

/** Starts at 1, as on the wire. */
export enum AggregateFunction {
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
 * and cannot be used under isolatedModules; a plain string enum gives the same values and also works there.
 */
export enum DataType {
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

export enum ReportCreationMode {
  Default = 'Default',
  QuickExplore = 'QuickExplore',
}

export enum ExportDataType {
  Summarized = 0,
  Underlying = 1,
}

export enum BookmarksPlayMode {
  Off = 0,
  Presentation = 1,
}

/** Starts at 1, as on the wire. */
export enum SortDirection {
  Ascending = 1,
  Descending = 2,
}

export enum VisualDataRoleKind {
  Grouping = 0,
  Measure = 1,
  GroupingOrMeasure = 2,
}

export enum VisualDataRoleKindPreference {
  Measure = 0,
  Grouping = 1,
}

// String maps: plain objects in powerbi-models, typed there as `{ [name]: string }`.

export const CommonErrorCodes: {
  TokenExpired: string;
  NotFound: string;
  InvalidParameters: string;
  LoadReportFailed: string;
  NotAuthorized: string;
  FailedToLoadModel: string;
} = {
  TokenExpired: 'TokenExpired',
  NotFound: 'PowerBIEntityNotFound',
  InvalidParameters: 'Invalid parameters',
  LoadReportFailed: 'LoadReportFailed',
  NotAuthorized: 'PowerBINotAuthorizedException',
  FailedToLoadModel: 'ExplorationContainer_FailedToLoadModel_DefaultDetails',
};

export const TextAlignment: { Left: string; Center: string; Right: string } = {
  Left: 'left',
  Center: 'center',
  Right: 'right',
};

export const LegendPosition: {
  Top: string;
  Bottom: string;
  Right: string;
  Left: string;
  TopCenter: string;
  BottomCenter: string;
  RightCenter: string;
  LeftCenter: string;
} = {
  Top: 'Top',
  Bottom: 'Bottom',
  Right: 'Right',
  Left: 'Left',
  TopCenter: 'TopCenter',
  BottomCenter: 'BottomCenter',
  RightCenter: 'RightCenter',
  LeftCenter: 'LeftCenter',
};
