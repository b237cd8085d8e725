import { models } from '@nuvem/embed';

const SCHEMA_OF: Partial<Record<models.FilterType, string>> = {
  [models.FilterType.Advanced]: models.FILTER_SCHEMA.advanced,
  [models.FilterType.Basic]: models.FILTER_SCHEMA.basic,
  [models.FilterType.IncludeExclude]: models.FILTER_SCHEMA.includeExclude,
  [models.FilterType.RelativeDate]: models.FILTER_SCHEMA.relativeDate,
  [models.FilterType.TopN]: models.FILTER_SCHEMA.topN,
  [models.FilterType.Tuple]: models.FILTER_SCHEMA.tuple,
  [models.FilterType.RelativeTime]: models.FILTER_SCHEMA.relativeTime,
  [models.FilterType.Hierarchy]: models.FILTER_SCHEMA.hierarchy,
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
