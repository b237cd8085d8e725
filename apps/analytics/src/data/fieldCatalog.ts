import type {
  AggregationFunction,
  Captions,
  Dataset,
  DatasetColumn,
  DatasetTable,
  FieldRef,
  ValueFormat,
} from '@nuvem/api-contract';
import { isCountingAggregation } from '@nuvem/api-contract/paths';
import type { Locale } from '@nuvem/ui';

/** How the viewer reads an aggregated column ('Soma de Custo'): the frame's translated template. */
export type AggregationLabel = (aggregation: AggregationFunction, fieldLabel: string) => string;

/** How the frame names an aggregated column ('Soma de Custo'), in its language. */
export const aggregationLabelOf =
  (t: (key: string, values?: Record<string, unknown>) => string): AggregationLabel =>
  (aggregation, field) =>
    t(`aggregation.${aggregation}`, { field });

export interface FieldInfo {
  label: string;
  format: ValueFormat;
  /** The column behind the field (a hierarchy level's column too); absent for measures. */
  column?: DatasetColumn;
}

/**
 * A name in the viewer's language: the caption for en/es, the name itself (written in pt-BR) otherwise, or
 * its pt caption where the name is an identifier only (a quick create column's displayName).
 */
export function captionOf(name: string, captions: Captions | undefined, locale: Locale): string {
  if (locale === 'en' && captions?.en) return captions.en;
  if (locale === 'es' && captions?.es) return captions.es;
  return captions?.pt ?? name;
}

/**
 * What a dataset says about the fields a report refers to: whether a field exists (a filter on an unknown
 * one is refused before it reaches the API), its caption in the viewer's language and its format.
 */
export class FieldCatalog {
  constructor(
    readonly dataset: Dataset,
    private readonly locale: Locale,
    private readonly aggregationLabel: AggregationLabel,
  ) {}

  table(name: string): DatasetTable | undefined {
    return this.dataset.tables.find((table) => table.name === name);
  }

  info(field: FieldRef): FieldInfo | undefined {
    const table = this.table(field.table);
    if (!table) return undefined;
    if ('measure' in field) {
      const measure = table.measures.find((candidate) => candidate.name === field.measure);
      return (
        measure && { label: captionOf(measure.name, measure.captions, this.locale), format: measure.format }
      );
    }
    if ('hierarchyLevel' in field) {
      const level = table.hierarchies
        .find((hierarchy) => hierarchy.name === field.hierarchy)
        ?.levels.find((candidate) => candidate.name === field.hierarchyLevel);
      const column = level && table.columns.find((candidate) => candidate.name === level.column);
      return (
        column && {
          label: captionOf(column.name, column.captions, this.locale),
          format: column.format,
          column,
        }
      );
    }
    const column = table.columns.find((candidate) => candidate.name === field.column);
    if (!column) return undefined;
    const label = captionOf(column.name, column.captions, this.locale);
    if (!('aggregationFunction' in field)) return { label, format: column.format, column };
    const counts = isCountingAggregation(field.aggregationFunction);
    return {
      label: this.aggregationLabel(field.aggregationFunction, label),
      format: counts ? 'integer' : column.format,
      column,
    };
  }

  has(field: FieldRef): boolean {
    return this.info(field) !== undefined;
  }

  label(field: FieldRef): string {
    return (
      this.info(field)?.label ??
      ('measure' in field ? field.measure : 'column' in field ? field.column : field.hierarchyLevel)
    );
  }
}
