import type { QueryResult } from '@nuvem/api-contract';
import type { VisualData } from '@nuvem/ui';
import { fieldKey } from '@nuvem/api-contract/paths';
import type { FieldCatalog } from './fieldCatalog';
import type { FieldRole } from './visualQuery';

/**
 * A query answer as the visuals draw it: each column keyed by its field, labelled in the viewer's language,
 * with the role its field plays in the visual (fields the visual does not bind count as values).
 */
export function visualDataOf(
  result: QueryResult,
  roles: ReadonlyMap<string, { role: FieldRole }>,
  catalog: FieldCatalog,
): VisualData {
  return {
    columns: result.columns.map((column) => {
      const key = fieldKey(column.field);
      const info = catalog.info(column.field);
      return {
        key,
        label: info?.label ?? column.name,
        role: roles.get(key)?.role ?? 'value',
        format: column.format,
      };
    }),
    rows: result.rows,
    totalRows: result.totalRows,
    truncated: result.truncated,
  };
}
