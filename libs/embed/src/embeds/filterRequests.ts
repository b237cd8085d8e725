import { FiltersOperations } from '../models/filterType';
import type { IFilter } from '../models/filterTypes';
import type { IHttpPostMessageResponse } from '../protocol/envelope';
import { ask, type IReportNode } from './reportNode';
import { bodyOfCall, envelopeOfCall } from './responses';

/**
 * The four filter calls every level shares (report, page, visual): only the URL differs. `get` resolves
 * with the filters; the others resolve with the whole envelope, as the anchor's do.
 */
export interface IFilterable {
  getFilters(): Promise<IFilter[]>;
  updateFilters(operation: FiltersOperations, filters?: IFilter[]): Promise<IHttpPostMessageResponse<void>>;
  removeFilters(): Promise<IHttpPostMessageResponse<void>>;
  setFilters(filters: IFilter[]): Promise<IHttpPostMessageResponse<void>>;
}

export function getFiltersAt(report: IReportNode, url: string): Promise<IFilter[]> {
  return bodyOfCall(ask<IFilter[]>(report, 'get', url));
}

export function updateFiltersAt(
  report: IReportNode,
  url: string,
  operation: FiltersOperations,
  filters?: IFilter[],
): Promise<IHttpPostMessageResponse<void>> {
  return envelopeOfCall(ask<void>(report, 'post', url, { filtersOperation: operation, filters }));
}

export function removeFiltersAt(report: IReportNode, url: string): Promise<IHttpPostMessageResponse<void>> {
  return updateFiltersAt(report, url, FiltersOperations.RemoveAll);
}

export function setFiltersAt(
  report: IReportNode,
  url: string,
  filters: IFilter[],
): Promise<IHttpPostMessageResponse<void>> {
  return envelopeOfCall(ask<void>(report, 'put', url, filters));
}
