// The values of each dataset's text columns that a question may name ('em São Paulo', 'prioridade alta'):
// asked for once per Q&A load, in one batch. A column with more values than a question could reasonably
// name (customers, environments, ticket numbers) is left out, so a typo never matches one of thousands.
import type { Dataset, VisualQuery } from '@nuvem/api-contract';
import type { QueryOutcome } from '../data/queryBatcher';
import type { ColumnValues } from './fieldLexicon';

/** The most values a column may have and still be read from questions. */
export const MAX_NAMED_VALUES = 50;

export async function columnValuesOf(
  dataset: Dataset,
  run: (query: VisualQuery) => Promise<QueryOutcome>,
): Promise<ColumnValues> {
  const columns = dataset.tables.flatMap((table) =>
    table.columns
      .filter((column) => column.dataType === 'text' && column.format === 'text')
      .map((column) => ({ table: table.name, column: column.name })),
  );
  const answers = await Promise.all(
    columns.map((field) =>
      run({
        datasetId: dataset.id,
        groupBy: [field],
        values: [],
        filters: [],
        orderBy: [{ field, direction: 'Ascending' }],
        limit: MAX_NAMED_VALUES,
      }).catch(() => undefined),
    ),
  );
  const values = new Map<string, string[]>();
  answers.forEach((outcome, index) => {
    if (!outcome?.ok || outcome.result.truncated) return;
    const named = outcome.result.rows.flatMap(([cell]) => (typeof cell === 'string' && cell ? [cell] : []));
    values.set(columns[index]!.column, named);
  });
  return values;
}
