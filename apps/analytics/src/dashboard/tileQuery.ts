import type { Dataset, TileContent } from '@nuvem/api-contract';
import type { models } from '@nuvem/embed';
import type { FieldCatalog } from '../data/fieldCatalog';
import { queryKeyOf } from '../data/queryCache';
import { queryFiltersOf } from '../data/queryFilters';
import { fieldRolesOf, visualQueryOf } from '../data/visualQuery';
import { isDateFieldIn, type PlannedQuery } from '../report/queryPlan';

/** The dataset a tile's visual queries. */
export const datasetOfTile = (datasets: readonly Dataset[], tile: TileContent) =>
  datasets.find((dataset) => dataset.id === tile.datasetId);

/**
 * A pinned tile's query: its visual as the report defines it, under the visual's own saved filters (a tile
 * is a snapshot of the visual, not of the report page's interactive state, as in Power BI).
 */
export function tileQueryOf(tile: TileContent, catalog: FieldCatalog): PlannedQuery | null {
  const query = visualQueryOf({
    datasetId: tile.datasetId,
    visual: tile.visual,
    filters: queryFiltersOf(tile.visual.filters as unknown as models.IFilter[]),
    isDateField: isDateFieldIn(catalog),
  });
  return query && { key: tile.tileId, query, queryKey: queryKeyOf(query), roles: fieldRolesOf(tile.visual) };
}
