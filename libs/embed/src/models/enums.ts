/**
 * The run-time enum objects of the wire protocol (powerbi-models 2.0.1): the same names and values, with
 * TypeScript's reverse mapping (host code reads names back, e.g. `LayoutType[layoutType]`). Each is derived
 * from its member list (./derivedEnums); its type is the `enum` of the same name in ./enumTypes.
 * Filter enums live in ./filterType.
 */
import { numericEnum, stringEnum } from './derivedEnums';
import type * as E from './enumTypes';

export const TraceType = /* @__PURE__ */ numericEnum<typeof E.TraceType>(
  'Information Verbose Warning Error ExpectedError UnexpectedError Fatal',
);
export type TraceType = E.TraceType;

export const TokenType = /* @__PURE__ */ numericEnum<typeof E.TokenType>('Aad Embed');
export type TokenType = E.TokenType;

export const Permissions = /* @__PURE__ */ numericEnum<typeof E.Permissions>(
  'Read ReadWrite Copy Create=4 All=7',
);
export type Permissions = E.Permissions;

export const ViewMode = /* @__PURE__ */ numericEnum<typeof E.ViewMode>('View Edit');
export type ViewMode = E.ViewMode;

export const QnaMode = /* @__PURE__ */ numericEnum<typeof E.QnaMode>('Interactive ResultOnly');
export type QnaMode = E.QnaMode;

export const ContrastMode = /* @__PURE__ */ numericEnum<typeof E.ContrastMode>(
  'None HighContrast1 HighContrast2 HighContrastBlack HighContrastWhite',
);
export type ContrastMode = E.ContrastMode;

// Layout and display.

export const PageSizeType = /* @__PURE__ */ numericEnum<typeof E.PageSizeType>(
  'Widescreen Standard Cortana Letter Custom Mobile',
);
export type PageSizeType = E.PageSizeType;

export const DisplayOption = /* @__PURE__ */ numericEnum<typeof E.DisplayOption>(
  'FitToPage FitToWidth ActualSize',
);
export type DisplayOption = E.DisplayOption;

export const BackgroundType = /* @__PURE__ */ numericEnum<typeof E.BackgroundType>('Default Transparent');
export type BackgroundType = E.BackgroundType;

export const VisualContainerDisplayMode =
  /* @__PURE__ */ numericEnum<typeof E.VisualContainerDisplayMode>('Visible Hidden');
export type VisualContainerDisplayMode = E.VisualContainerDisplayMode;

export const LayoutType = /* @__PURE__ */ numericEnum<typeof E.LayoutType>(
  'Master Custom MobilePortrait MobileLandscape',
);
export type LayoutType = E.LayoutType;

export const ReportAlignment =
  /* @__PURE__ */ numericEnum<typeof E.ReportAlignment>('Left Center Right None');
export type ReportAlignment = E.ReportAlignment;

export const SectionVisibility = /* @__PURE__ */ numericEnum<typeof E.SectionVisibility>(
  'AlwaysVisible HiddenInViewMode',
);
export type SectionVisibility = E.SectionVisibility;

export const HyperlinkClickBehavior = /* @__PURE__ */ numericEnum<typeof E.HyperlinkClickBehavior>(
  'Navigate NavigateAndRaiseEvent RaiseEvent',
);
export type HyperlinkClickBehavior = E.HyperlinkClickBehavior;

export const PageNavigationPosition =
  /* @__PURE__ */ numericEnum<typeof E.PageNavigationPosition>('Bottom Left');
export type PageNavigationPosition = E.PageNavigationPosition;

export const BrowserPrintAdjustmentsMode =
  /* @__PURE__ */ numericEnum<typeof E.BrowserPrintAdjustmentsMode>('Default NoAdjustments');
export type BrowserPrintAdjustmentsMode = E.BrowserPrintAdjustmentsMode;

export const MenuLocation = /* @__PURE__ */ numericEnum<typeof E.MenuLocation>('Bottom Top');
export type MenuLocation = E.MenuLocation;

export const CommandDisplayOption =
  /* @__PURE__ */ numericEnum<typeof E.CommandDisplayOption>('Enabled Disabled Hidden');
export type CommandDisplayOption = E.CommandDisplayOption;

// Data, export and visuals.

export const CredentialType = /* @__PURE__ */ numericEnum<typeof E.CredentialType>(
  'NoConnection OnBehalfOf Anonymous',
);
export type CredentialType = E.CredentialType;

export const DataCacheMode = /* @__PURE__ */ numericEnum<typeof E.DataCacheMode>('Import DirectQuery');
export type DataCacheMode = E.DataCacheMode;

export const AggregateFunction = /* @__PURE__ */ numericEnum<typeof E.AggregateFunction>(
  'Default=1 None Sum Min Max Count Average DistinctCount',
);
export type AggregateFunction = E.AggregateFunction;

export const DataType = /* @__PURE__ */ stringEnum<typeof E.DataType>(
  'Number Currency Int32 Percentage DateTime DateTimeZone Date Time Duration Text Logical Binary',
);
export type DataType = E.DataType;

export const ReportCreationMode =
  /* @__PURE__ */ stringEnum<typeof E.ReportCreationMode>('Default QuickExplore');
export type ReportCreationMode = E.ReportCreationMode;

export const ExportDataType = /* @__PURE__ */ numericEnum<typeof E.ExportDataType>('Summarized Underlying');
export type ExportDataType = E.ExportDataType;

export const BookmarksPlayMode = /* @__PURE__ */ numericEnum<typeof E.BookmarksPlayMode>('Off Presentation');
export type BookmarksPlayMode = E.BookmarksPlayMode;

export const SortDirection = /* @__PURE__ */ numericEnum<typeof E.SortDirection>('Ascending=1 Descending');
export type SortDirection = E.SortDirection;

export const VisualDataRoleKind = /* @__PURE__ */ numericEnum<typeof E.VisualDataRoleKind>(
  'Grouping Measure GroupingOrMeasure',
);
export type VisualDataRoleKind = E.VisualDataRoleKind;

export const VisualDataRoleKindPreference =
  /* @__PURE__ */ numericEnum<typeof E.VisualDataRoleKindPreference>('Measure Grouping');
export type VisualDataRoleKindPreference = E.VisualDataRoleKindPreference;

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

/** Each value is its name. */
export const LegendPosition = /* @__PURE__ */ stringEnum<{
  Top: string;
  Bottom: string;
  Right: string;
  Left: string;
  TopCenter: string;
  BottomCenter: string;
  RightCenter: string;
  LeftCenter: string;
}>('Top Bottom Right Left TopCenter BottomCenter RightCenter LeftCenter');
