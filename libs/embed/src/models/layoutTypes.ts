/** Custom layout shapes (settings.customLayout) and positions. Types only. */
import type { DisplayOption, PageSizeType, ReportAlignment, VisualContainerDisplayMode } from './enums';

export interface IPageSize {
  type: PageSizeType;
}
export interface ICustomPageSize extends IPageSize {
  width?: number;
  height?: number;
}
export interface IVisualContainerDisplayState {
  mode: VisualContainerDisplayMode;
}
export interface IVisualLayout {
  x?: number;
  y?: number;
  z?: number;
  width?: number;
  height?: number;
  displayState?: IVisualContainerDisplayState;
}
/** Visual layouts keyed by visual name. */
export type VisualsLayout = { [visualName: string]: IVisualLayout };
export interface IPageLayout {
  defaultLayout?: IVisualLayout;
  visualsLayout: VisualsLayout;
}
/** Page layouts keyed by page name. */
export type PagesLayout = { [pageName: string]: IPageLayout };
export interface ICustomLayout {
  pageSize?: IPageSize;
  displayOption?: DisplayOption;
  pagesLayout?: PagesLayout;
  reportAlignment?: ReportAlignment;
}
export interface IPosition {
  x: number;
  y: number;
}
