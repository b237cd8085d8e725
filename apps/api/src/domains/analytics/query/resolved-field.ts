// A field reference (powerbi-models target) looked up in a dataset's whitelist: a column (a hierarchy level
// is its column), a measure, or a column with an aggregation. Anything else is 400 analytics_unknown_field.
import {
  fieldKey,
  isCountingAggregation,
  type AggregationFunction,
  type DataType,
  type FieldRef,
  type ValueFormat,
} from '@nuvem/api-contract';
import { ApiError } from '../../../errors';
import type { ColumnDefinition, DatasetDefinition, MeasureDefinition } from '../datasets/dataset-definition';

export interface ResolvedColumn {
  kind: 'column';
  key: string;
  column: ColumnDefinition;
}
export interface ResolvedMeasure {
  kind: 'measure';
  key: string;
  measure: MeasureDefinition;
  percentOfGrandTotal: boolean;
}
export interface ResolvedAggregation {
  kind: 'aggregation';
  key: string;
  column: ColumnDefinition;
  fn: AggregationFunction;
}
export type ResolvedValueField = ResolvedMeasure | ResolvedAggregation;
export type ResolvedField = ResolvedColumn | ResolvedValueField;

export const unknownField = (key: string) =>
  new ApiError(400, 'analytics_unknown_field', `The dataset has no field ${key}.`, [key]);

/** 400 validation_failed about a field, naming it. */
export const invalidField = (key: string, why: string) =>
  new ApiError(400, 'validation_failed', `${key}: ${why}.`, [key]);

const numeric = new Set<DataType>(['integer', 'number']);
/** Which column types each aggregation accepts (min/max: anything ordered; PostgreSQL has no min(boolean)). */
const accepts: Record<AggregationFunction, (type: DataType) => boolean> = {
  Sum: (type) => numeric.has(type),
  Avg: (type) => numeric.has(type),
  Min: (type) => type !== 'boolean',
  Max: (type) => type !== 'boolean',
  Count: () => true,
  CountNonNull: () => true,
  DistinctCount: () => true,
};

function columnNamed(dataset: DatasetDefinition, key: string, name: string): ColumnDefinition {
  const column = dataset.table.columns.find((c) => c.name === name);
  if (!column) throw unknownField(key);
  return column;
}

export function resolveField(dataset: DatasetDefinition, ref: FieldRef): ResolvedField {
  const key = fieldKey(ref);
  if (ref.table !== dataset.table.name) throw unknownField(key);
  if ('measure' in ref) {
    const measure = dataset.table.measures.find((m) => m.name === ref.measure);
    if (!measure) throw unknownField(key);
    return { kind: 'measure', key, measure, percentOfGrandTotal: ref.percentOfGrandTotal === true };
  }
  if ('hierarchy' in ref) {
    const hierarchy = dataset.table.hierarchies.find((h) => h.name === ref.hierarchy);
    const level = hierarchy?.levels.find((l) => l.name === ref.hierarchyLevel);
    if (!level) throw unknownField(key);
    return { kind: 'column', key, column: columnNamed(dataset, key, level.column) };
  }
  const column = columnNamed(dataset, key, ref.column);
  if (!('aggregationFunction' in ref)) return { kind: 'column', key, column };
  if (!accepts[ref.aggregationFunction](column.dataType))
    throw invalidField(key, `${ref.aggregationFunction} does not apply to a ${column.dataType} column`);
  return { kind: 'aggregation', key, column, fn: ref.aggregationFunction };
}

export function resolveColumn(dataset: DatasetDefinition, ref: FieldRef, role: string): ResolvedColumn {
  const field = resolveField(dataset, ref);
  if (field.kind !== 'column') throw invalidField(field.key, `${role} must be a column or a hierarchy level`);
  return field;
}

export function resolveValueField(
  dataset: DatasetDefinition,
  ref: FieldRef,
  role: string,
): ResolvedValueField {
  const field = resolveField(dataset, ref);
  if (field.kind === 'column')
    throw invalidField(field.key, `${role} must be a measure or an aggregated column`);
  return field;
}

const aggregationLabel: Record<AggregationFunction, string> = {
  Sum: 'Soma de',
  Avg: 'Média de',
  Min: 'Mínimo de',
  Max: 'Máximo de',
  Count: 'Contagem de',
  CountNonNull: 'Contagem (não vazios) de',
  DistinctCount: 'Contagem distinta de',
};

/** A field's name, type and format as an answer's column shows them ('Soma de Valor'). */
export function describeField(field: ResolvedField): {
  name: string;
  dataType: DataType;
  format: ValueFormat;
} {
  switch (field.kind) {
    case 'column':
      return { name: field.column.name, dataType: field.column.dataType, format: field.column.format };
    case 'measure':
      return field.percentOfGrandTotal
        ? { name: `% do total de ${field.measure.name}`, dataType: 'number', format: 'percent' }
        : { name: field.measure.name, dataType: field.measure.dataType, format: field.measure.format };
    case 'aggregation': {
      const name = `${aggregationLabel[field.fn]} ${field.column.name}`;
      const { dataType, format } = field.column;
      if (isCountingAggregation(field.fn)) return { name, dataType: 'integer', format: 'integer' };
      if (field.fn === 'Avg')
        return { name, dataType: 'number', format: format === 'integer' ? 'decimal' : format };
      return { name, dataType, format };
    }
  }
}
