// Hierarchy filters (a hierarchy slicer): the target lists the levels top first and the nodes nest one level
// each. A node is Selected (it and everything under it, but for its children's exceptions), NotSelected
// (nothing under it, but for children selected again) or Inherited (as its parent, its children deciding
// the exceptions); a node without an operator is Selected when it has no children, Inherited otherwise.
import type { HierarchyFilter, HierarchyFilterNode } from '@nuvem/api-contract';
import type { DatasetDefinition } from '../../datasets/dataset-definition';
import { typedValue, valueListParam, valueParam, type TypedValue } from '../filter-values';
import { invalidField, resolveField, type ResolvedColumn } from '../resolved-field';
import { and, always, never, not, or, type FilterContext, type ResolvedFilter } from './filter-context';

interface Node {
  value: TypedValue;
  operator: 'Selected' | 'NotSelected' | 'Inherited' | undefined;
  children: Node[];
}

function resolveNodes(
  levels: ResolvedColumn[],
  nodes: readonly HierarchyFilterNode[],
  depth: number,
): Node[] {
  if (nodes.length > 0 && depth >= levels.length)
    throw invalidField(
      levels[levels.length - 1]!.key,
      'the hierarchy data nests deeper than the target levels',
    );
  return nodes.map((node) => {
    const level = levels[depth]!;
    if (node.value === undefined) throw invalidField(level.key, 'every hierarchy node needs a value');
    return {
      value: typedValue(level.key, level.column.dataType, node.value),
      operator: node.operator,
      children: resolveNodes(levels, node.children ?? [], depth + 1),
    };
  });
}

function selectedState(node: Node, inherited: boolean): boolean {
  if (node.operator === 'Selected') return true;
  if (node.operator === 'NotSelected') return false;
  if (node.operator === 'Inherited') return inherited;
  return node.children.length > 0 ? inherited : true;
}

/** Rows under these sibling nodes' level that are selected, when rows under none of them are `state`. */
function childrenSql(
  ctx: FilterContext,
  levels: ResolvedColumn[],
  nodes: Node[],
  depth: number,
  state: boolean,
): string {
  if (nodes.length === 0) return state ? always : never;
  const level = ctx.sql(levels[depth]!);
  const matched = or(
    nodes.map((node) => {
      const own = selectedState(node, state);
      return and([
        `${level} = ${valueParam(ctx.params, node.value)}`,
        childrenSql(ctx, levels, node.children, depth + 1, own),
      ]);
    }),
  );
  if (!state) return matched;
  const listed = valueListParam(
    ctx.params,
    levels[depth]!.column.dataType,
    nodes.map((node) => node.value),
  );
  return or([matched, not(`coalesce(${level} = ANY(${listed}), false)`)]);
}

export function resolveHierarchyFilter(dataset: DatasetDefinition, filter: HierarchyFilter): ResolvedFilter {
  const levels = filter.target.map((ref) => {
    const field = resolveField(dataset, ref);
    if (field.kind !== 'column')
      throw invalidField(field.key, 'a hierarchy filter targets columns or levels');
    return field;
  });
  const nodes = resolveNodes(levels, filter.hierarchyData, 0);
  return {
    kind: 'hierarchy',
    fields: levels,
    onGroups: false,
    condition: (ctx) => childrenSql(ctx, levels, nodes, 0, false),
  };
}
