/** Bodies of the report's requests: bookmarks, save as, export, visuals, sorting, themes, Q&A. */
import type { BookmarksPlayMode, ExportDataType, SortDirection } from './enums';
import type { IFilter, ITarget } from './filterTypes';
import type { IVisualLayout } from './layoutTypes';
import type { IVisual } from './reportTypes';

// Bookmarks.

export interface IReportBookmark {
  name: string;
  displayName: string;
  state?: string;
  children?: IReportBookmark[];
}
export interface ICaptureBookmarkOptions {
  personalizeVisuals?: boolean;
  allPages?: boolean;
}
export interface ICaptureBookmarkRequest {
  options: ICaptureBookmarkOptions;
}
export interface IPlayBookmarkRequest {
  playMode: BookmarksPlayMode;
}
export interface IAddBookmarkRequest {
  state?: string;
  displayName?: string;
  apply?: boolean;
}
export interface IApplyBookmarkStateRequest {
  state: string;
}
export interface IApplyBookmarkByNameRequest {
  name: string;
}
export type IApplyBookmarkRequest = IApplyBookmarkStateRequest | IApplyBookmarkByNameRequest;

export interface ISaveAsParameters {
  name: string;
  targetWorkspaceId?: string;
}

export interface IExportDataRequest {
  rows?: number;
  exportDataType?: ExportDataType;
}
export interface IExportDataResult {
  data: string;
}

// Visuals.

export interface ICreateVisualRequest {
  visualType: string;
  layout?: IVisualLayout;
  autoFocus?: boolean;
}
export interface IVisualResponse {
  visual: IVisual;
}
export type ICreateVisualResponse = IVisualResponse;
export interface ICloneVisualRequest {
  filters?: IFilter[];
  layout?: IVisualLayout;
  autoFocus?: boolean;
}
export interface ICloneVisualResponse extends IVisualResponse {
  visualName: string;
}
export interface ISortByVisualRequest {
  orderBy: ITarget;
  direction: SortDirection;
}

// Themes: the theme object's internals are the provider's.

export type IReportTheme = object;
export interface ICustomTheme {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any theme JSON, as in powerbi-models
  themeJson: any;
}

export interface IQnaInterpretInputData {
  question: string;
  datasetIds?: string[];
}
