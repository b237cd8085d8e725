// A quick dataset as the query planner and the frame see any dataset: its one table's columns over c<i> of its
// own table, and a row count. No rollups: its rows are few enough (quickCreateLimits.rows).
import type { MeasureDefinition, DatasetDefinition } from '../datasets/dataset-definition';
import type { QuickDatasetRow } from '../analytics-quick-datasets-repository';

export const quickDatasetIdOf = (uuid: string) => `quick-${uuid}`;

const rowCount: MeasureDefinition = {
  name: 'Contagem de Linhas',
  dataType: 'integer',
  format: 'integer',
  captions: { en: 'Row Count', es: 'Recuento de Filas' },
  sql: 'count(*)',
};

export function quickDatasetDefinition(row: QuickDatasetRow): DatasetDefinition {
  return {
    id: quickDatasetIdOf(row.id),
    name: row.table_name,
    table: {
      name: row.table_name,
      captions: {},
      source: row.source,
      columns: row.columns.map((column, index) => ({
        name: column.name,
        dataType: column.dataType,
        format: column.format,
        captions: column.caption ? { pt: column.caption, en: column.caption, es: column.caption } : {},
        sql: `f.c${index}`,
      })),
      // A column of the config may take the measure's name: the column wins.
      measures: row.columns.some((column) => column.name === rowCount.name) ? [] : [rowCount],
      hierarchies: [],
    },
    rollups: [],
  };
}
