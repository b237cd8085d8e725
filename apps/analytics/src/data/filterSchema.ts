import { models } from '@nuvem/embed';

// Each filter class names its kind's `$schema` marker, as powerbi-models' do.
const SCHEMA_OF: Partial<Record<models.FilterType, string>> = {
  [models.FilterType.Advanced]: models.AdvancedFilter.schemaUrl,
  [models.FilterType.Basic]: models.BasicFilter.schemaUrl,
  [models.FilterType.IncludeExclude]: models.IncludeExcludeFilter.schemaUrl,
  [models.FilterType.RelativeDate]: models.RelativeDateFilter.schemaUrl,
  [models.FilterType.TopN]: models.TopNFilter.schemaUrl,
  [models.FilterType.Tuple]: models.TupleFilter.schemaUrl,
  [models.FilterType.RelativeTime]: models.RelativeTimeFilter.schemaUrl,
  [models.FilterType.Hierarchy]: models.HierarchyFilter.schemaUrl,
};

/**
 * A filter as the frame keeps and answers it: with its `$schema` (and filterType). powerbi-models' filter
 * classes keep the schema in a `schemaUrl` field that only toJSON turns into `$schema`, and postMessage
 * clones objects without calling toJSON, so a class instance a host passes arrives with `schemaUrl`.
 */
export function withSchema(filter: models.IFilter): models.IFilter {
  const { schemaUrl, ...rest } = filter as models.IFilter & { schemaUrl?: unknown };
  const filterType = models.getFilterType(filter);
  const $schema =
    typeof rest.$schema === 'string'
      ? rest.$schema
      : typeof schemaUrl === 'string'
        ? schemaUrl
        : SCHEMA_OF[filterType];
  return { ...rest, ...($schema ? { $schema } : {}), filterType } as models.IFilter;
}
