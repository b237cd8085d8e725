// A paginated report's queries (pure): its rows under the parameters' values, and each parameter's choices.
import type {
  ColumnRef,
  Dataset,
  FieldRef,
  GroupingField,
  PaginatedParameter,
  PaginatedReportContent,
  ValueField,
  VisualQuery,
} from '@nuvem/api-contract';
import { isValueField } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import { queryFilterOf } from '../data/queryFilters';

export type ParameterValue = string | number | boolean;
export type ParameterValues = Record<string, ParameterValue[]>;
export type PaginatedReport = PaginatedReportContent['report'];

/** The most rows a statement shows (and prints): beyond it, it says it was cut. */
export const STATEMENT_ROW_LIMIT = 10_000;
/** The most values a parameter offers. */
export const PARAMETER_OPTION_LIMIT = 1000;

const columnOf = (dataset: Dataset, field: ColumnRef) =>
  dataset.tables.find((table) => table.name === field.table)?.columns.find((c) => c.name === field.column);

/** A value given as text (parameterValues carry strings) in the column's type; undefined when it is not one. */
function coerced(value: unknown, dataType: string | undefined): ParameterValue | undefined {
  if (dataType === 'integer' || dataType === 'number') {
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    return Number.isFinite(number) && String(value).trim() !== '' ? number : undefined;
  }
  if (dataType === 'boolean')
    return value === true || value === 'true'
      ? true
      : value === false || value === 'false'
        ? false
        : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * Each parameter's values: the load config's parameterValues for it (by name, in its column's type; a
 * single-value parameter keeps the first), else its defaults. Names the report does not have are reported.
 */
export function initialParameterValues(
  report: PaginatedReport,
  dataset: Dataset,
  given: readonly models.IPaginatedReportParameter[] | undefined,
): { values: ParameterValues; unknown: string[]; invalid: string[] } {
  const values: ParameterValues = {};
  for (const parameter of report.parameters) values[parameter.name] = [...parameter.defaultValues];
  const unknown: string[] = [];
  const invalid: string[] = [];
  const fromConfig = new Map<string, ParameterValue[]>();
  for (const { name, value } of given ?? []) {
    const parameter = report.parameters.find((candidate) => candidate.name === name);
    if (!parameter) {
      unknown.push(name);
      continue;
    }
    const typed = coerced(value, columnOf(dataset, parameter.field)?.dataType);
    if (typed === undefined) {
      invalid.push(name);
      continue;
    }
    fromConfig.set(name, [...(fromConfig.get(name) ?? []), typed]);
  }
  for (const [name, list] of fromConfig) {
    const parameter = report.parameters.find((candidate) => candidate.name === name)!;
    values[name] = parameter.multiValue ? [...new Set(list)] : list.slice(0, 1);
  }
  return { values, unknown, invalid };
}

/** A parameter with values chosen filters its column to them; with none, it keeps every value. */
function parameterFilters(report: PaginatedReport, values: ParameterValues) {
  return report.parameters.flatMap((parameter) => {
    const chosen = values[parameter.name] ?? [];
    if (chosen.length === 0) return [];
    const filter = queryFilterOf({
      $schema: 'http://powerbi.com/product/schema#basic',
      target: { table: parameter.field.table, column: parameter.field.column },
      filterType: models.FilterType.Basic,
      operator: 'In',
      values: chosen,
    } as models.IBasicFilter);
    return filter ? [filter] : [];
  });
}

/** The statement's rows: its columns (groupings, then values) under the parameters, sorted as it says. */
export function statementQueryOf(report: PaginatedReport, values: ParameterValues): VisualQuery {
  const valueFields = report.columns.filter(isValueField) as ValueField[];
  const groupBy = report.columns.filter((field: FieldRef) => !isValueField(field)) as GroupingField[];
  return {
    datasetId: report.datasetId,
    groupBy,
    values: valueFields,
    filters: parameterFilters(report, values),
    ...(report.sort.length > 0 ? { orderBy: report.sort } : {}),
    limit: STATEMENT_ROW_LIMIT,
  };
}

/** The values a parameter offers: its column's, in order. */
export function parameterOptionsQuery(report: PaginatedReport, parameter: PaginatedParameter): VisualQuery {
  return {
    datasetId: report.datasetId,
    groupBy: [parameter.field],
    values: [],
    filters: [],
    orderBy: [{ field: parameter.field, direction: 'Ascending' }],
    limit: PARAMETER_OPTION_LIMIT,
  };
}
