import {
  CommonErrorCodes,
  LayoutType,
  type DisplayOption,
  type FiltersOperations,
  type PageSizeType,
  type SectionVisibility,
  type VisualContainerDisplayMode,
} from '../models';
import type { IFilter } from '../models/filterTypes';
import type { ICustomPageSize, IVisualLayout } from '../models/layoutTypes';
import type { IPageBackground, IPageWallpaper, ISmartNarratives, IVisual } from '../models/reportTypes';
import type { IHttpPostMessageResponse } from '../protocol/envelope';
import { CANNOT_RESIZE_INACTIVE_PAGE } from '../errors';
import {
  getFiltersAt,
  removeFiltersAt,
  setFiltersAt,
  updateFiltersAt,
  type IFilterable,
} from './filterRequests';
import { refuseRDL } from './rdlGuard';
import { ask, type IReportNode } from './reportNode';
import { bodyOfCall, envelopeOfCall } from './responses';
import { VisualDescriptor } from './visualDescriptor';

export interface IPageNode {
  report: IReportNode & PageLayoutCalls;
  name: string;
  moveVisual(visualName: string, x: number, y: number, z?: number): Promise<IHttpPostMessageResponse<void>>;
  resizeVisual(visualName: string, width: number, height: number): Promise<IHttpPostMessageResponse<void>>;
  setVisualDisplayState(
    visualName: string,
    displayState: VisualContainerDisplayMode,
  ): Promise<IHttpPostMessageResponse<void>>;
}

/** The report calls a page delegates its layout changes to. */
export interface PageLayoutCalls {
  setVisualDisplayState(
    pageName: string,
    visualName: string,
    displayState: VisualContainerDisplayMode,
  ): Promise<IHttpPostMessageResponse<void>>;
  moveVisual(
    pageName: string,
    visualName: string,
    x: number,
    y: number,
    z?: number,
  ): Promise<IHttpPostMessageResponse<void>>;
  resizeVisual(
    pageName: string,
    visualName: string,
    width: number,
    height: number,
  ): Promise<IHttpPostMessageResponse<void>>;
}

/** A page of a report: its filters, visuals, layout, activation and name. */
export class Page implements IPageNode, IFilterable {
  // Declared only: the constructor assigns them all, in the anchor's order.
  declare report: IReportNode & PageLayoutCalls;
  declare name: string;
  declare displayName: string | undefined;
  declare isActive: boolean | undefined;
  declare visibility: SectionVisibility | undefined;
  declare defaultSize: ICustomPageSize | undefined;
  declare mobileSize: ICustomPageSize | undefined;
  declare defaultDisplayOption: DisplayOption | undefined;
  declare background: IPageBackground | undefined;
  declare wallpaper: IPageWallpaper | undefined;

  constructor(
    report: IReportNode & PageLayoutCalls,
    name: string,
    displayName?: string,
    isActivePage?: boolean,
    visibility?: SectionVisibility,
    defaultSize?: ICustomPageSize,
    defaultDisplayOption?: DisplayOption,
    mobileSize?: ICustomPageSize,
    background?: IPageBackground,
    wallpaper?: IPageWallpaper,
  ) {
    this.report = report;
    this.name = name;
    this.displayName = displayName;
    this.isActive = isActivePage;
    this.visibility = visibility;
    this.defaultSize = defaultSize;
    this.mobileSize = mobileSize;
    this.defaultDisplayOption = defaultDisplayOption;
    this.background = background;
    this.wallpaper = wallpaper;
  }

  async getSmartNarrativeInsights(): Promise<ISmartNarratives> {
    this.#refuseRDL();
    return bodyOfCall(
      ask<ISmartNarratives>(this.report, 'get', `/report/pages/${this.name}/smartNarrativeInsights`),
    );
  }

  async getFilters(): Promise<IFilter[]> {
    return getFiltersAt(this.report, this.#filtersUrl());
  }

  async updateFilters(
    operation: FiltersOperations,
    filters?: IFilter[],
  ): Promise<IHttpPostMessageResponse<void>> {
    return updateFiltersAt(this.report, this.#filtersUrl(), operation, filters);
  }

  async removeFilters(): Promise<IHttpPostMessageResponse<void>> {
    return removeFiltersAt(this.report, this.#filtersUrl());
  }

  async setFilters(filters: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return setFiltersAt(this.report, this.#filtersUrl(), filters);
  }

  async delete(): Promise<void> {
    return bodyOfCall(ask<void>(this.report, 'delete', `/report/pages/${this.name}`, {}));
  }

  async setActive(): Promise<IHttpPostMessageResponse<void>> {
    const page = { name: this.name, displayName: null, isActive: true };
    return envelopeOfCall(ask<void>(this.report, 'put', '/report/pages/active', page));
  }

  async setDisplayName(displayName: string): Promise<IHttpPostMessageResponse<void>> {
    const page = { name: this.name, displayName };
    return envelopeOfCall(ask<void>(this.report, 'put', `/report/pages/${this.name}/name`, page));
  }

  /** The page's visuals, asked of the frame (refused for RDL). */
  async getVisuals(): Promise<VisualDescriptor[]> {
    this.#refuseRDL();
    const url = `/report/pages/${this.name}/visuals`;
    const visuals = await bodyOfCall(ask<IVisual[]>(this.report, 'get', url));
    return visuals.map(
      (visual) =>
        new VisualDescriptor(this, visual.name, visual.title, visual.type, visual.layout as IVisualLayout),
    );
  }

  async getVisualByName(visualName: string): Promise<VisualDescriptor> {
    const visual = (await this.getVisuals()).find((candidate) => candidate.name === visualName);
    if (!visual) throw CommonErrorCodes.NotFound;
    return visual;
  }

  async setVisualDisplayState(
    visualName: string,
    displayState: VisualContainerDisplayMode,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.report.setVisualDisplayState(this.name, visualName, displayState);
  }

  async moveVisual(
    visualName: string,
    x: number,
    y: number,
    z?: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.report.moveVisual(this.name, visualName, x, y, z);
  }

  async resizeVisual(
    visualName: string,
    width: number,
    height: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.report.resizeVisual(this.name, visualName, width, height);
  }

  /** Only the active page can be resized (embed spec §4). */
  async resizePage(
    pageSizeType: PageSizeType,
    width?: number,
    height?: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    if (!this.isActive) throw CANNOT_RESIZE_INACTIVE_PAGE;
    return this.report.resizeActivePage(pageSizeType, width, height);
  }

  /** The slicers of the page, as the visuals list filtered to type 'slicer'. */
  async getSlicers(): Promise<IVisual[]> {
    return (await this.getVisuals()).filter((visual) => visual.type === 'slicer');
  }

  async hasLayout(layoutType: LayoutType): Promise<boolean> {
    const layoutName = LayoutType[layoutType];
    this.#refuseRDL();
    return bodyOfCall(
      ask<boolean>(this.report, 'get', `/report/pages/${this.name}/layoutTypes/${layoutName}`),
    );
  }

  #filtersUrl(): string {
    return `/report/pages/${this.name}/filters`;
  }

  #refuseRDL(): void {
    refuseRDL(this.report.config.embedUrl);
  }
}
