// What every kind of filter turns into: a condition on rows (WHERE) or, for a measure or an aggregated
// column, on groups (HAVING). A filter is resolved (fields looked up, values type-checked) before the planner
// picks a table, and written as SQL once it has.
import type { QuerySource } from '../query-source';
import type { ResolvedField } from '../resolved-field';
import type { SqlParams } from '../sql-params';

export interface FilterContext {
  params: SqlParams;
  source: QuerySource;
  /** A column's expression, or a measure's or aggregated column's aggregate, in the chosen table. */
  sql(field: ResolvedField): string;
  /** The tenant scope on `f`, for sub-selects. */
  scope: string;
  /** The row conditions of the query's other filters, top N ones left out (top N ranks within them). */
  otherRowConditions(filter: ResolvedFilter): string[];
}

export interface ResolvedFilter {
  kind: 'basic' | 'advanced' | 'topN' | 'relativeDate' | 'relativeTime' | 'includeExclude' | 'hierarchy';
  /** Every field it reads, for the planner. */
  fields: ResolvedField[];
  /** True for a filter on a measure or an aggregated column: it applies to groups (HAVING). */
  onGroups: boolean;
  condition(ctx: FilterContext): string;
}

export const always = 'TRUE';
export const never = 'FALSE';

// Only neutral parts are left out: a part beside a FALSE in an AND may hold parameters, which must stay in
// the statement (PostgreSQL refuses a parameter it cannot see).
export function and(parts: readonly string[]): string {
  const kept = parts.filter((part) => part !== always);
  return kept.length === 0 ? always : kept.length === 1 ? kept[0]! : `(${kept.join(' AND ')})`;
}

export function or(parts: readonly string[]): string {
  const kept = parts.filter((part) => part !== never);
  return kept.length === 0 ? never : kept.length === 1 ? kept[0]! : `(${kept.join(' OR ')})`;
}

export function not(part: string): string {
  return part === always ? never : part === never ? always : `NOT ${part}`;
}
