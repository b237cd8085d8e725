import type { ExportDataType, FiltersOperations, VisualContainerDisplayMode } from '../models';
import type { IFilter } from '../models/filterTypes';
import type { IVisualLayout } from '../models/layoutTypes';
import type { ISlicerState } from '../models/selectorTypes';
import type {
  ICloneVisualRequest,
  ICloneVisualResponse,
  IExportDataResult,
  ISortByVisualRequest,
} from '../models/requestTypes';
import type { ISmartNarratives } from '../models/reportTypes';
import type { IHttpPostMessageResponse } from '../protocol/envelope';
import {
  getFiltersAt,
  removeFiltersAt,
  setFiltersAt,
  updateFiltersAt,
  type IFilterable,
} from './filterRequests';
import type { IPageNode } from './page';
import { ask } from './reportNode';
import { bodyOfCall, envelopeOfCall } from './responses';

export interface IVisualNode {
  name: string;
  title: string;
  type: string;
  layout: IVisualLayout;
  page: IPageNode;
}

/** A visual on a page of a report: its filters, data export, slicer state, clone, sort and layout. */
export class VisualDescriptor implements IVisualNode, IFilterable {
  // Declared only: the constructor assigns them all.
  declare name: string;
  declare title: string;
  declare type: string;
  declare layout: IVisualLayout;
  declare page: IPageNode;

  constructor(page: IPageNode, name: string, title: string, type: string, layout: IVisualLayout) {
    this.name = name;
    this.title = title;
    this.type = type;
    this.layout = layout;
    this.page = page;
  }

  async getFilters(): Promise<IFilter[]> {
    return getFiltersAt(this.page.report, this.#url('/filters'));
  }

  async updateFilters(
    operation: FiltersOperations,
    filters?: IFilter[],
  ): Promise<IHttpPostMessageResponse<void>> {
    return updateFiltersAt(this.page.report, this.#url('/filters'), operation, filters);
  }

  async removeFilters(): Promise<IHttpPostMessageResponse<void>> {
    return removeFiltersAt(this.page.report, this.#url('/filters'));
  }

  async setFilters(filters: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return setFiltersAt(this.page.report, this.#url('/filters'), filters);
  }

  async exportData(exportDataType?: ExportDataType, rows?: number): Promise<IExportDataResult> {
    return bodyOfCall(
      ask<IExportDataResult>(this.page.report, 'post', this.#url('/exportData'), { rows, exportDataType }),
    );
  }

  async setSlicerState(state: ISlicerState): Promise<IHttpPostMessageResponse<void>> {
    return envelopeOfCall(ask<void>(this.page.report, 'put', this.#url('/slicer'), state));
  }

  async getSlicerState(): Promise<ISlicerState> {
    return bodyOfCall(ask<ISlicerState>(this.page.report, 'get', this.#url('/slicer')));
  }

  async clone(request: ICloneVisualRequest = {}): Promise<ICloneVisualResponse> {
    return bodyOfCall(ask<ICloneVisualResponse>(this.page.report, 'post', this.#url('/clone'), request));
  }

  async sortBy(request: ISortByVisualRequest): Promise<IHttpPostMessageResponse<void>> {
    return envelopeOfCall(ask<void>(this.page.report, 'put', this.#url('/sortBy'), request));
  }

  async moveVisual(x: number, y: number, z?: number): Promise<IHttpPostMessageResponse<void>> {
    return this.page.moveVisual(this.name, x, y, z);
  }

  async setVisualDisplayState(
    displayState: VisualContainerDisplayMode,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.page.setVisualDisplayState(this.name, displayState);
  }

  async resizeVisual(width: number, height: number): Promise<IHttpPostMessageResponse<void>> {
    return this.page.resizeVisual(this.name, width, height);
  }

  async getSmartNarrativeInsights(): Promise<ISmartNarratives> {
    return bodyOfCall(ask<ISmartNarratives>(this.page.report, 'get', this.#url('/smartNarrativeInsights')));
  }

  #url(suffix: string): string {
    return `/report/pages/${this.page.name}/visuals/${this.name}${suffix}`;
  }
}
