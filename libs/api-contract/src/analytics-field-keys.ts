// Pure helpers over field references, without schemas: the frame imports them through '@nuvem/api-contract/paths'.
import type {
  AggregatedColumnRef,
  FieldRef,
  HierarchyLevelRef,
  MeasureRef,
  ValueField,
} from './analytics-fields';

export const isMeasureRef = (field: FieldRef): field is MeasureRef => 'measure' in field;
export const isAggregatedColumnRef = (field: FieldRef): field is AggregatedColumnRef =>
  'aggregationFunction' in field && 'column' in field;
export const isHierarchyLevelRef = (field: FieldRef): field is HierarchyLevelRef => 'hierarchyLevel' in field;
export const isValueField = (field: FieldRef): field is ValueField =>
  isMeasureRef(field) || isAggregatedColumnRef(field);

/** A stable key for a field, e.g. 'Consumo.Região', 'Consumo.[Custo Total]', 'Consumo.Custo:Sum'. */
export function fieldKey(field: FieldRef): string {
  if (isMeasureRef(field)) return `${field.table}.[${field.measure}]`;
  if (isHierarchyLevelRef(field)) return `${field.table}.${field.hierarchy}.${field.hierarchyLevel}`;
  if (isAggregatedColumnRef(field)) return `${field.table}.${field.column}:${field.aggregationFunction}`;
  return `${field.table}.${field.column}`;
}
