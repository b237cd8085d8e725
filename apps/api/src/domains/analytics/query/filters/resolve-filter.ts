// Each filter of a query, by its filterType (powerbi-models FilterType), looked up in the dataset.
import { filterTypes, type Filter } from '@nuvem/api-contract';
import type { DatasetDefinition } from '../../datasets/dataset-definition';
import { resolveAdvancedFilter } from './advanced-filter';
import type { ResolvedFilter } from './filter-context';
import { resolveHierarchyFilter } from './hierarchy-filter';
import { resolveRelativeDateFilter } from './relative-date-filter';
import { resolveRelativeTimeFilter } from './relative-time-filter';
import { resolveTopNFilter } from './top-n-filter';
import { resolveBasicFilter, resolveIncludeExcludeFilter } from './value-list-filter';

export function resolveFilter(dataset: DatasetDefinition, filter: Filter): ResolvedFilter {
  switch (filter.filterType) {
    case filterTypes.basic:
      return resolveBasicFilter(dataset, filter);
    case filterTypes.advanced:
      return resolveAdvancedFilter(dataset, filter);
    case filterTypes.topN:
      return resolveTopNFilter(dataset, filter);
    case filterTypes.relativeDate:
      return resolveRelativeDateFilter(dataset, filter);
    case filterTypes.relativeTime:
      return resolveRelativeTimeFilter(dataset, filter);
    case filterTypes.includeExclude:
      return resolveIncludeExcludeFilter(dataset, filter);
    case filterTypes.hierarchy:
      return resolveHierarchyFilter(dataset, filter);
  }
}
