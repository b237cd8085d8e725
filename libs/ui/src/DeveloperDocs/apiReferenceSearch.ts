import type { ApiOperation, ApiTagGroup } from './apiReferenceTypes';

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** What a search matches in an operation: method, path, summary, tag and description. */
const haystackOf = (op: ApiOperation) =>
  normalize([op.method, op.path, op.summary, op.tag, op.description ?? ''].join(' '));

/**
 * The groups with only the operations matching every word of the query (accents and case ignored); groups
 * left empty are dropped. 'get iaas machines' finds GET /api/v1/…/iaas/machines.
 */
export function searchApiReference(groups: readonly ApiTagGroup[], query: string): ApiTagGroup[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      tag: group.tag,
      operations: group.operations.filter((op) => {
        const haystack = haystackOf(op);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.operations.length > 0);
}
